import { COUNTRY_CODES, LOCALE_TAGS, type Locale } from '@nexovia/content-schema/core'
import { useMemo } from 'react'
import { SelectField } from '../../lib/forms/fields'

/** The countries in the page's language, sorted as its readers sort them ("Côte d'Ivoire" among the C's). */
export function countryOptions(locale: Locale) {
  const names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' })
  const collator = new Intl.Collator(LOCALE_TAGS[locale])
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  )
}

/** A country's name in the page's language (its code when the browser has no name for it). */
export const countryName = (code: string, locale: Locale): string =>
  new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' }).of(code.toUpperCase()) ?? code

/** A country picker: the name in the page's language, the ISO code as the value the cms stores. */
export function CountryField(props: {
  name: string
  value: string
  error?: string
  onChange: (value: string) => void
  label: string
  placeholder: string
  locale: Locale
}) {
  const options = useMemo(() => countryOptions(props.locale), [props.locale])
  return (
    <SelectField
      name={props.name}
      value={props.value.toUpperCase()}
      error={props.error}
      onChange={props.onChange}
      label={props.label}
      placeholder={props.placeholder}
      options={options}
    />
  )
}
