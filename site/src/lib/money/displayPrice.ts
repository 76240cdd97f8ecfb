import { convertAt, formatMoney, type Locale, type TCurrency } from '@nexovia/content-schema/core'
import {
  formatRateDate,
  isStaleConversion,
  priceEquivalents,
  type TEquivalent,
  type TMoneyView,
} from './priceEquivalents'

/**
 * A price as a card shows it: first in the visitor's currency ("≈ 510 300 F CFA" when converted),
 * then the fare's own price beside it with the rate's date, then the destination's currency when it
 * is yet another. What is charged is always the server's, fixed at checkout.
 */
export type TDisplayPrice = {
  /** The price in the visitor's currency, formatted for the page. */
  main: string
  mainCurrency: TCurrency
  /** True when `main` is a conversion (shown with "≈", the fare and the rate's date beside it). */
  isConverted: boolean
  /** The fare in its own currency, formatted. */
  fare: string
  /** The day of the rate used for `main` (empty when not converted). */
  rateDate: string
  /** Other currencies to show as "≈" lines (the destination's, when it is neither of the above). */
  equivalents: TEquivalent[]
}

export function displayPrice(options: {
  minor: number
  currency: TCurrency
  view: TMoneyView
  locale: Locale
  destination?: TCurrency
}): TDisplayPrice {
  const { minor, currency, view, locale, destination } = options
  const fare = formatMoney(minor, currency, locale)
  const converted = convertAt(minor, currency, view.currency, view.rates)
  const equivalents = priceEquivalents(minor, currency, view, locale, destination).filter(
    (line) => line.currency !== view.currency,
  )
  return {
    main: converted.isConverted ? formatMoney(converted.minor, view.currency, locale) : fare,
    mainCurrency: view.currency,
    isConverted: converted.isConverted,
    fare,
    rateDate: converted.isConverted
      ? formatRateDate(converted.rateSetOn, locale, isStaleConversion(currency, view.currency, view.rates))
      : '',
    equivalents,
  }
}
