import { DISPLAY_CURRENCIES, type TCurrency, type TDisplayCurrency, type TPaymentMethod } from './enums.ts'
import type { TRateTable } from './exchange-rates.ts'
import type { Locale } from './locales.ts'

/**
 * Digits after the decimal point in each currency's minor unit as charged (ISO 4217): XOF has none;
 * GHS has pesewas; NGN's kobo exist but are only ever shown here, so it keeps two like ISO says.
 */
export const CURRENCY_MINOR_DIGITS = { USD: 2, EUR: 2, XOF: 0, GHS: 2, NGN: 2 } as const satisfies Record<
  TCurrency,
  number
>

/** An amount converted at a rate table: what to show or charge, the rate used and the day it was set. */
export type TConverted = {
  readonly minor: number
  readonly currency: TCurrency
  /** Units of `currency` per unit of the source currency. */
  readonly rate: number
  /** The older of the two rates' dates: the converted amount is no fresher than that. */
  readonly rateSetOn: string
  /** False when nothing was converted (same currency): no "≈" to show. */
  readonly isConverted: boolean
}

/**
 * Converts integer minor units between currencies through their rates against the US dollar,
 * rounded half away from zero to the target's minor unit (whole francs for XOF, pesewas for GHS).
 */
export function convertAt(minor: number, from: TCurrency, to: TCurrency, rates: TRateTable): TConverted {
  if (from === to) return { minor, currency: to, rate: 1, rateSetOn: rates[to].setOn, isConverted: false }
  const rate = rates[to].perUsd / rates[from].perUsd
  const scale = 10 ** (CURRENCY_MINOR_DIGITS[to] - CURRENCY_MINOR_DIGITS[from])
  const exact = minor * rate * scale
  // 1e-9 absorbs binary noise (e.g. 0.5 stored as 0.49999…) before rounding half away from zero.
  const rounded = Math.sign(exact) * Math.round(Math.abs(exact) + 1e-9)
  // The dollar is the table's unit (always 1): only the other currency's date says how fresh the rate is.
  const dates = [from, to].filter((currency) => currency !== 'USD').map((currency) => rates[currency].setOn)
  return {
    minor: rounded,
    currency: to,
    rate,
    rateSetOn: dates.sort()[0] ?? rates.USD.setOn,
    isConverted: true,
  }
}

/**
 * Splits a total of minor units into parts proportional to `weights` whose sum is exactly the
 * total (largest remainder: each part is its share rounded down, the leftover units going to the
 * parts that lost the most), e.g. a fare shared between passengers or legs.
 */
export function splitMinor(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (!Number.isInteger(total) || weights.length === 0 || sum <= 0 || weights.some((w) => w < 0)) {
    throw new RangeError('splitMinor needs an integer total and non-negative weights with a positive sum')
  }
  const shares = weights.map((weight) => (total * weight) / sum)
  const parts = shares.map(Math.floor)
  let leftover = total - parts.reduce((a, b) => a + b, 0)
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (leftover <= 0) break
    parts[index] = (parts[index] ?? 0) + 1
    leftover -= 1
  }
  return parts
}

/** UEMOA (West African CFA franc) members: Benin, Burkina Faso, Côte d'Ivoire, Guinea-Bissau, Mali, Niger, Senegal, Togo. */
const XOF_COUNTRIES = ['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'] as const
const EURO_COUNTRIES = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
] as const

/** The currency used in a country (ISO 3166 alpha-2), when it is one the site knows. */
export function currencyOfCountry(country: string | null | undefined): TCurrency | undefined {
  const code = country?.toUpperCase() ?? ''
  if ((XOF_COUNTRIES as readonly string[]).includes(code)) return 'XOF'
  if ((EURO_COUNTRIES as readonly string[]).includes(code)) return 'EUR'
  if (code === 'GH') return 'GHS'
  if (code === 'NG') return 'NGN'
  if (code === 'US') return 'USD'
  return undefined
}

/** The equivalent shown beside a USD price to a destination country: XOF, GHS or NGN in West Africa, else none. */
export function destinationCurrency(country: string | null | undefined): TCurrency | undefined {
  const currency = currencyOfCountry(country)
  return currency === 'XOF' || currency === 'GHS' || currency === 'NGN' ? currency : undefined
}

export const isDisplayCurrency = (value: unknown): value is TDisplayCurrency =>
  (DISPLAY_CURRENCIES as readonly unknown[]).includes(value)

/**
 * The currency prices are shown in before the visitor chooses one: their country's, when the site
 * shows it; else by language: US dollars in English (the fares' own currency), CFA francs in
 * French (most French-speaking travellers on this corridor live in the CFA zone).
 */
export function defaultDisplayCurrency(locale: Locale, country?: string | null): TDisplayCurrency {
  const local = currencyOfCountry(country)
  if (isDisplayCurrency(local)) return local
  return locale === 'fr' ? 'XOF' : 'USD'
}

/** The currencies a payment method charges in: a card in USD or EUR, mobile money in XOF or GHS. */
export const METHOD_CURRENCIES: Readonly<Record<TPaymentMethod, readonly TCurrency[]>> = {
  card: ['USD', 'EUR'],
  mobile_money: ['XOF', 'GHS'],
}

/** The currency a method charges in for a traveller who sees `display` (its first currency otherwise). */
export function chargeCurrency(method: TPaymentMethod, display: TCurrency): TCurrency {
  const allowed = METHOD_CURRENCIES[method]
  return allowed.includes(display) ? display : (allowed[0] as TCurrency)
}

export { CURRENCY_COOKIE } from './currency-cookie.ts'
