import { destinationCurrency, type TCurrency } from '@nexovia/content-schema/core'

/**
 * The countries of West Africa (the ECOWAS members and Mauritania, ISO 3166-1 alpha-2). A route
 * with an airport in one of them shows the CFA franc (XOF) equivalent beside its USD price: the
 * franc is the currency of eight of them and the reference travellers there compare prices in.
 */
export const WEST_AFRICAN_COUNTRIES: ReadonlySet<string> = new Set([
  'BJ',
  'BF',
  'CV',
  'CI',
  'GM',
  'GH',
  'GN',
  'GW',
  'LR',
  'ML',
  'MR',
  'NE',
  'NG',
  'SN',
  'SL',
  'TG',
])

/** The currency shown beside a fare on a route: the destination's when in West Africa, else the origin's (XOF, GHS, NGN). */
export function routeEquivalentCurrency(
  origin: string,
  destination: string,
  airports: readonly AirportCountry[],
): TCurrency | undefined {
  const countryOf = (code: string) => airports.find((airport) => airport.code === code)?.countryCode
  return destinationCurrency(countryOf(destination)) ?? destinationCurrency(countryOf(origin))
}

/** An airport code and the country it is in. */
export type AirportCountry = { code: string; countryCode: string }

/** True when either end of the route is in West Africa. */
export function isWestAfricanRoute(
  origin: string,
  destination: string,
  airports: readonly AirportCountry[],
): boolean {
  return airports.some(
    (airport) =>
      (airport.code === origin || airport.code === destination) &&
      WEST_AFRICAN_COUNTRIES.has(airport.countryCode),
  )
}
