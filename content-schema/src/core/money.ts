import { CURRENCY_MINOR_DIGITS, convertAt } from './currency-rules.ts'
import type { TCurrency } from './enums.ts'
import { REFERENCE_RATES } from './exchange-rates.ts'

/** Digits after the decimal point of a currency (2 for USD and EUR, 0 for XOF). */
export const minorDigits = (currency: TCurrency): number => CURRENCY_MINOR_DIGITS[currency]

/** An amount in major units (dollars) as integer minor units (cents). */
export const toMinor = (amount: number, currency: TCurrency): number =>
  Math.round(amount * 10 ** minorDigits(currency))

/** Integer minor units as an amount in major units. */
export const fromMinor = (minor: number, currency: TCurrency): number => minor / 10 ** minorDigits(currency)

/** Converts minor units of one currency into another at the reference rates (whole minor units). */
export const convertMinor = (minor: number, from: TCurrency, to: TCurrency): number =>
  convertAt(minor, from, to, REFERENCE_RATES).minor
