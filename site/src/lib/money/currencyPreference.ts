import {
  CURRENCY_COOKIE,
  currencyOfCountry,
  defaultDisplayCurrency,
  isDisplayCurrency,
  type Locale,
  type TDisplayCurrency,
} from '@nexovia/content-schema/core'

/** A year, like the language choice. */
export const CURRENCY_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/** The currency stored in the visitor's cookie header, if it is one the site shows. */
export function storedCurrency(cookieHeader: string | null | undefined): TDisplayCurrency | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === CURRENCY_COOKIE)?.[1]
  return isDisplayCurrency(value) ? value : undefined
}

/** The visitor's currency: their stored choice, else by their country (when a proxy told it) and the page's language. */
export function displayCurrencyFor(
  locale: Locale,
  cookieHeader: string | null | undefined,
  country: string | null | undefined,
): TDisplayCurrency {
  return storedCurrency(cookieHeader) ?? defaultDisplayCurrency(locale, country)
}

/** The currency the visitor chose, else their country's when the site shows it; undefined when only the language hints. */
export function chosenCurrencyFor(
  cookieHeader: string | null | undefined,
  country: string | null | undefined,
): TDisplayCurrency | undefined {
  const local = currencyOfCountry(country)
  return storedCurrency(cookieHeader) ?? (isDisplayCurrency(local) ? local : undefined)
}
