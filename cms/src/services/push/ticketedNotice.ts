import { type Locale, translate } from '@nexovia/content-schema'

/** What the service worker shows: a title, a line, and the same-site page a click opens. */
export type PushNotice = { title: string; body: string; url: string }

/** The tickets are issued: the PNR, in the subscription's language; a click opens the kept trips. */
export const ticketedNotice = (locale: Locale, ticketed: { reference: string; pnr: string }): PushNotice => ({
  title: translate(locale, 'manage.push.ticketedTitle'),
  body: translate(locale, 'manage.push.ticketedBody', ticketed),
  url: locale === 'en' ? '/trips' : `/${locale}/trips`,
})
