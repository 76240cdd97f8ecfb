export const LOCALES = ['en', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** BCP 47 tags used with Intl and the html lang attribute. */
export const LOCALE_TAGS = { en: 'en-US', fr: 'fr-FR' } as const satisfies Record<Locale, string>

/** True when the value is one of the site's locales. */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** The locale a browser language asks for: French for any fr-* tag, English otherwise. */
export const localeFromBrowserLanguage = (language: string | undefined): Locale =>
  language?.toLowerCase().startsWith('fr') ? 'fr' : DEFAULT_LOCALE
