import type { Locale } from '@nexovia/content-schema'

/** The public site's address, which every link the cms sends (mail, checkout, sign-in callback) points to. */
const publicSiteUrl = (): string =>
  (process.env.PUBLIC_SITE_URL ?? `http://localhost:${process.env.SITE_PORT ?? '4321'}`).replace(/\/$/, '')

/** A page of the site in the traveller's language (French pages live under /fr). */
export const sitePage = (locale: Locale, path: string): string =>
  `${publicSiteUrl()}${locale === 'fr' ? '/fr' : ''}${path}`
