import { CURRENCY_MINOR_DIGITS, convertAt } from './currency-rules.ts'
import type { TCurrency } from './enums.ts'
import { REFERENCE_RATES } from './exchange-rates.ts'
import { LOCALE_TAGS, type Locale } from './locales.ts'

/** Digits after the decimal point of a currency (2 for USD and EUR, 0 for XOF). */
export const minorDigits = (currency: TCurrency): number => CURRENCY_MINOR_DIGITS[currency]

/** An amount in major units (dollars) as integer minor units (cents). */
export const toMinor = (amount: number, currency: TCurrency): number =>
  Math.round(amount * 10 ** minorDigits(currency))

/** Integer minor units as an amount in major units. */
export const fromMinor = (minor: number, currency: TCurrency): number => minor / 10 ** minorDigits(currency)

/**
 * An amount in minor units formatted for the page's locale, e.g. "$850.00" or "850,00 $US": with the
 * currency's own digits, none (`wholeUnits`), or a fixed number (`digits`, e.g. a savings balance).
 */
export const formatMoney = (
  minor: number,
  currency: TCurrency,
  locale: Locale,
  options: { wholeUnits?: boolean; digits?: number } = {},
): string => {
  const digits = options.digits ?? (options.wholeUnits ? 0 : minorDigits(currency))
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fromMinor(minor, currency))
}

/** Converts minor units of one currency into another at the reference rates (whole minor units). */
export const convertMinor = (minor: number, from: TCurrency, to: TCurrency): number =>
  convertAt(minor, from, to, REFERENCE_RATES).minor
