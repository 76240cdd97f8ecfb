import type { Locale } from '@nexovia/content-schema/locales'

/** A path in the page's language: `/login` → `/fr/login`. */
export const pathIn = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path}`)
