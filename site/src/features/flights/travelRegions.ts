import { destinationCurrency, type TCurrency, WEST_AFRICAN_COUNTRIES } from '@nexovia/content-schema/core'

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
