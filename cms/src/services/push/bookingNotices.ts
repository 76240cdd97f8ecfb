import { type Locale, translate } from '@nexovia/content-schema'
import type { PushNotice } from './ticketedNotice'

/** The kept trips, where a click on any notice goes. */
const tripsPage = (locale: Locale) => (locale === 'en' ? '/trips' : `/${locale}/trips`)

/** The driver is assigned: their name, and when they meet the traveller (on the place's clock). */
export const driverNotice = (
  locale: Locale,
  ride: { reference: string; driver: string; when: string },
): PushNotice => ({
  title: translate(locale, 'manage.push.driverTitle'),
  body: translate(locale, 'manage.push.driverBody', ride),
  url: tripsPage(locale),
})

/** The flight moved the pick-up: the new time, on the place's clock. */
export const pickupMovedNotice = (locale: Locale, ride: { reference: string; when: string }): PushNotice => ({
  title: translate(locale, 'manage.push.pickupMovedTitle'),
  body: translate(locale, 'manage.push.pickupMovedBody', ride),
  url: tripsPage(locale),
})

/** Money went back to the traveller (a cancel, a second payment). */
export const refundNotice = (locale: Locale, refund: { reference: string; amount: string }): PushNotice => ({
  title: translate(locale, 'manage.push.refundTitle'),
  body: translate(locale, 'manage.push.refundBody', refund),
  url: tripsPage(locale),
})
