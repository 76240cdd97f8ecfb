import { CALLING_CODES, PHONE_COUNTRIES } from '@nexovia/content-schema/core/calling-codes'
import { useEffect, useMemo, useState } from 'react'
import { type FieldProps, SelectField, TextField } from './fields'
import type { Translate } from './messages'
import type { PhoneFieldKey } from './phoneFieldKeys'

/** A country's name for the picker: the server's list where the island has it (same words as its other pickers). */
export type CountryName = { value: string; label: string }

type ControlProps = Pick<FieldProps, 'name' | 'value' | 'onChange' | 'error'>

/**
 * The browser's names of the countries, for an island given no list: set after hydration, so the
 * server's markup (codes only) and the first render agree (a different list would not hydrate).
 */
function useBrowserCountryNames(countries?: readonly CountryName[]) {
  const [names, setNames] = useState<readonly CountryName[] | undefined>(countries)
  useEffect(() => {
    if (countries) return
    const lang = document.documentElement.lang || 'en'
    const display = new Intl.DisplayNames([lang], { type: 'region' })
    const collator = new Intl.Collator(lang)
    setNames(
      PHONE_COUNTRIES.map((code) => ({ value: code, label: display.of(code) ?? code })).sort((a, b) =>
        collator.compare(a.label, b.label),
      ),
    )
  }, [countries])
  return names
}

/**
 * A phone number as a calling-code choice (a native select: the corridor's countries first, then the
 * rest) and the national number as typed; composePhone turns the two into E.164. `countries` (the
 * page's names, from the server) labels the choices; without them the browser names them once hydrated.
 */
export function PhoneField({
  t,
  country,
  national,
  countries,
}: {
  t: Translate<PhoneFieldKey>
  country: ControlProps
  national: ControlProps
  countries?: readonly CountryName[]
}) {
  const names = useBrowserCountryNames(countries)
  const options = useMemo(() => {
    const nameOf = new Map(names?.map((entry) => [entry.value, entry.label]))
    const label = (code: string) => `${nameOf.get(code) ?? code} (+${CALLING_CODES.get(code)})`
    const corridor = PHONE_COUNTRIES.slice(0, 5)
    // The rest in the names' order (the page's alphabet), else the codes'.
    const rest = (names?.map((entry) => entry.value) ?? PHONE_COUNTRIES).filter(
      (code) => CALLING_CODES.has(code) && !corridor.includes(code),
    )
    return [...corridor, ...rest].map((code) => ({ value: code, label: label(code) }))
  }, [names])
  return (
    <div className="phone-field">
      <SelectField
        {...country}
        className="phone-field__country"
        label={t('travellers.messages.phoneCountry')}
        placeholder={t('travellers.messages.phoneCountryChoose')}
        options={options}
      />
      <TextField
        {...national}
        className="phone-field__number"
        type="tel"
        autoComplete="tel-national"
        placeholder="20 123 4567"
        label={t('travellers.messages.phone')}
      />
    </div>
  )
}
