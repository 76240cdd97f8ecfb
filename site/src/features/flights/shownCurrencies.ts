import { storedCurrency } from '../../lib/money/currencyPreference'
import { type AirportCountry, routeEquivalentCurrency } from './travelRegions'

/**
 * The currencies of the prices /flights shows: the visitor's (their cookie), none in a document
 * without one, and the route's West African equivalent. A function of the results half's own file, so
 * the half is one file, not a file re-exporting the prices' (issue 41).
 */
export function shownCurrencies(route: {
  origin: string
  destination: string
  airports: readonly AirportCountry[]
}) {
  return {
    visitor: typeof document === 'undefined' ? undefined : storedCurrency(document.cookie),
    destination: routeEquivalentCurrency(route.origin, route.destination, route.airports),
  }
}
