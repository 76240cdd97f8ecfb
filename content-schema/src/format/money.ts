/**
 * Money and currency names as each language writes them, on Intl (CLDR): "$850.00" / "850,00 $US",
 * and CFA francs the way people in the region write them in either language, "495 421 F CFA" (never
 * "F CFA 495,421"). Currency names: names.ts.
 */

import type { TCurrency } from '../core/plain.ts'
import { fromMinor, LOCALE_TAGS, type Locale, minorDigits } from '../core/plain.ts'
import { numberFormat } from './intl.ts'

/**
 * An amount in minor units for the page's locale: with the currency's own digits, none
 * (`wholeUnits`), or a fixed number (`digits`, e.g. a savings balance).
 */
export const formatMoney = (
  minor: number,
  currency: TCurrency,
  locale: Locale,
  options: { wholeUnits?: boolean; digits?: number } = {},
): string => {
  const digits = options.digits ?? (options.wholeUnits ? 0 : minorDigits(currency))
  // The region writes CFA francs the French way whatever the page's language.
  return numberFormat(LOCALE_TAGS[currency === 'XOF' ? 'fr' : locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fromMinor(minor, currency))
}
