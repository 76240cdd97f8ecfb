/**
 * Names of currencies and countries in the reader's language, from CLDR through Intl.DisplayNames:
 * "Ghanaian Cedi" / "cédi ghanéen", "United States" / "États-Unis".
 */
import { LOCALE_TAGS, type Locale } from '../core/plain.ts'
import { displayNames } from './intl.ts'

/** A currency's name from its ISO code: "Ghanaian cedi" / "cedi ghanéen"; an unknown code comes back as given. */
export const currencyName = (code: string, locale: Locale): string =>
  displayNames(LOCALE_TAGS[locale], { type: 'currency', fallback: 'code' }).of(code) ?? code

/** A country's name from its ISO code as CLDR writes it: "United States" / "États-Unis". */
export const countryName = (code: string, locale: Locale): string =>
  displayNames(LOCALE_TAGS[locale], { type: 'region', fallback: 'code' }).of(code) ?? code

/**
 * A free text that opens with a currency code ("GHS (Ghanaian cedi)", an editor's field, written in
 * English) in French words: "GHS (cédi ghanéen)"; English and any other text come back as given.
 */
export function currencyLabel(text: string, locale: Locale): string {
  if (locale === 'en') return text
  const code = /^([A-Z]{3})\b/.exec(text.trim())?.[1]
  if (!code) return text
  const name = currencyName(code, locale)
  return name === code ? text : `${code} (${name})`
}
