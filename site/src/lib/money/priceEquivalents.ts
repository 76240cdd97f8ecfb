import {
  convertAt,
  formatMediumDate,
  formatMoney,
  type Locale,
  type TCurrency,
  type TDisplayCurrency,
  type TRateTable,
} from '@nexovia/content-schema/core'

/** What a page needs to show prices in the visitor's currency: the choice and the rates of the day. */
export type TMoneyView = {
  currency: TDisplayCurrency
  rates: TRateTable
  /**
   * The currency the visitor chose (their cookie) or their country's, when known: it picks the payment
   * method first offered. A currency only inferred from the language does not (a French reader may pay
   * by card from anywhere).
   */
  chosen?: TDisplayCurrency
}

/** One "≈" line: the converted amount and the day its rate was set, both formatted for the page. */
export type TEquivalent = { currency: TCurrency; price: string; date: string }

/**
 * Beside a stale rate's day: said in words rather than as an age ("381 days ago" read as a price
 * problem on a fresh install, where the ECB renews the euro and the franc but not the cedi or the
 * naira). Here rather than in the dictionaries: every island that shows a price formats it.
 */
const OUT_OF_DATE: Readonly<Record<Locale, string>> = { en: 'out of date', fr: 'non actualisé' }

/**
 * The day a rate was set, as the page's language writes it ("20 Nov 2026", "20 nov. 2026"); a rate the
 * cms marks stale (older than its age limit) is said to be out of date ("Nov 20, 2025, out of date").
 */
export function formatRateDate(isoDate: string, locale: Locale, isStale = false): string {
  const day = formatMediumDate(isoDate, locale)
  return isStale ? `${day}, ${OUT_OF_DATE[locale]}` : day
}

/** True when a conversion between the two currencies uses a rate the cms marks stale. */
export const isStaleConversion = (from: TCurrency, to: TCurrency, rates: TRateTable): boolean =>
  Boolean(rates[from]?.isStale || rates[to]?.isStale)

/**
 * The equivalents to show beside a price: in the visitor's currency, then in the destination's
 * (XOF, GHS or NGN beside a dollar fare to West Africa), each once and never the price's own.
 */
export function priceEquivalents(
  minor: number,
  currency: TCurrency,
  view: TMoneyView,
  locale: Locale,
  destination?: TCurrency,
): TEquivalent[] {
  const targets = [view.currency, destination].filter(
    (target, index, all): target is TCurrency =>
      !!target && target !== currency && all.indexOf(target) === index,
  )
  return targets.map((target) => {
    const converted = convertAt(minor, currency, target, view.rates)
    return {
      currency: target,
      price: formatMoney(converted.minor, target, locale),
      date: formatRateDate(converted.rateSetOn, locale, isStaleConversion(currency, target, view.rates)),
    }
  })
}
