import { REFERENCE_RATES, type TRateTable, withStaleness } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { AstroGlobal } from 'astro'
import { countryFromHeaders } from '../../features/chat/ipCountry'
import { askAsVisitor } from '../cms'
import { chosenCurrencyFor, displayCurrencyFor } from './currencyPreference'
import type { TMoneyView } from './priceEquivalents'

/**
 * The visitor's currency and the rates editors keep in the cms; while the cms cannot answer, the
 * reference rates (each shown with its own date, said out of date, so nobody mistakes them for today's).
 */
export async function loadMoneyView(
  astro: Pick<AstroGlobal, 'request' | 'clientAddress' | 'locals'>,
): Promise<TMoneyView> {
  // The fallback is marked stale like the cms would (default age limit): its date is a year back.
  const rates: TRateTable =
    (await askAsVisitor(astro, API.exchangeRates)) ?? withStaleness(REFERENCE_RATES, new Date())
  const cookie = astro.request.headers.get('cookie')
  const country = countryFromHeaders(astro.request.headers)
  const currency = displayCurrencyFor(astro.locals.locale, cookie, country)
  return { currency, rates, chosen: chosenCurrencyFor(cookie, country) }
}
