import {
  CURRENCIES,
  convertAt,
  formatMoney,
  type Locale,
  type TCurrency,
  type TRateTable,
} from '@nexovia/content-schema/core'

/** A price a cached page renders in its own currency, with what the browser needs to show it in another. */
export type TPriceElementData = {
  minor: number
  currency: TCurrency
  /** The price's sentence with `{price}` ("From {price}"). */
  template: string
  /** The "≈ {price}" form of a converted amount. */
  approx: string
}

/**
 * The text of a price in the visitor's chosen currency ("From ≈ GHS 9,265"), or null when it already
 * is in it. Whole units, as the cached page shows them.
 */
export function chosenPriceText(
  price: TPriceElementData,
  chosen: TCurrency,
  rates: TRateTable,
  locale: Locale,
): string | null {
  if (chosen === price.currency) return null
  const converted = convertAt(price.minor, price.currency, chosen, rates)
  const amount = formatMoney(converted.minor, chosen, locale, { wholeUnits: true })
  return price.template.replace('{price}', price.approx.replace('{price}', amount))
}

/** The data attributes a price element carries (`data-price-minor`, …), or null when they are not all there. */
export function priceElementData(dataset: DOMStringMap): TPriceElementData | null {
  const minor = Number(dataset.priceMinor)
  const { priceCurrency: currency, priceTemplate: template, priceApprox: approx } = dataset
  const isKnown = (CURRENCIES as readonly unknown[]).includes(currency)
  if (!Number.isSafeInteger(minor) || !isKnown || !template || !approx) return null
  return { minor, currency: currency as TCurrency, template, approx }
}
