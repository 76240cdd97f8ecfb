import { COUNTRY_CODES, LOCALE_TAGS, type Locale } from '@nexovia/content-schema/core'

export type CountryOption = { value: string; label: string }

/**
 * The countries in the page's language, sorted as its readers sort them ("Côte d'Ivoire" among the
 * C's). Built on the server and handed to the islands: the browser's ICU may name or sort a country
 * differently, and a different list would not hydrate (React #418) and would drop what was typed.
 */
export function countryOptions(locale: Locale): readonly CountryOption[] {
  let options = built.get(locale)
  if (!options) {
    options = buildOptions(locale)
    built.set(locale, options)
  }
  return options
}

// The list is the same for every page of a language: built once per language and process.
const built = new Map<Locale, readonly CountryOption[]>()

function buildOptions(locale: Locale): readonly CountryOption[] {
  const names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' })
  const collator = new Intl.Collator(LOCALE_TAGS[locale])
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  )
}

/** A stored code's name from the page's list (the code itself when unknown). */
export const countryLabel = (code: string, countries: readonly CountryOption[]): string =>
  countries.find((country) => country.value === code.toUpperCase())?.label ?? code
