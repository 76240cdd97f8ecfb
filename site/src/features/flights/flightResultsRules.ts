/** Flow A (/flight-results, spec 02 §2): its query, sorting and the airline filter. */
import { currentAirportCode } from '@nexovia/content-schema/places/airports'

export type FlightResultsQuery = { origin: string; destination: string; departure_date: string }

export type FlightResultsSort = 'price' | 'duration' | 'departure'
export const FLIGHT_RESULTS_SORTS: readonly FlightResultsSort[] = ['price', 'duration', 'departure']

/** A flight of flow A as the page reads it (the fields of the cms answer it uses). */
export type ResultFlight = { airline: string; price: number; duration: number; departure: string }

/** The three required parameters, or null when one is missing (the page then goes home). */
export function resultsQueryFrom(query: URLSearchParams): FlightResultsQuery | null {
  const origin = query.get('origin')?.trim().toUpperCase() ?? ''
  const destination = query.get('destination')?.trim().toUpperCase() ?? ''
  const departureDate = query.get('departure_date')?.trim() ?? ''
  if (!origin || !destination || !departureDate) return null
  return { origin, destination, departure_date: departureDate }
}

/**
 * The same results address with renamed airport codes replaced (DKR → DSS), or null when none was
 * renamed: a saved or shared link to the old code is sent on for good (301).
 */
export function renamedResultsPath(url: URL): string | null {
  const params = new URLSearchParams(url.search)
  let isRenamed = false
  for (const name of ['origin', 'destination']) {
    const code = params.get(name)?.trim().toUpperCase()
    if (code && currentAirportCode(code) !== code) {
      params.set(name, currentAirportCode(code))
      isRenamed = true
    }
  }
  return isRenamed ? `${url.pathname}?${params}` : null
}

const BY_SORT: Record<FlightResultsSort, (a: ResultFlight, b: ResultFlight) => number> = {
  price: (a, b) => a.price - b.price,
  duration: (a, b) => a.duration - b.duration || a.price - b.price,
  // Departure times carry their airport's offset: compared as instants.
  departure: (a, b) => Date.parse(a.departure) - Date.parse(b.departure) || a.price - b.price,
}

export const sortFlights = <T extends ResultFlight>(flights: readonly T[], sort: FlightResultsSort): T[] =>
  [...flights].sort(BY_SORT[sort])

export const ALL_AIRLINES = 'all'

/** The flights of one airline, or all of them. */
export const filterByAirline = <T extends ResultFlight>(flights: readonly T[], airline: string): T[] =>
  airline === ALL_AIRLINES ? [...flights] : flights.filter((flight) => flight.airline === airline)

/** The airlines of the results, once each, alphabetically, for the filter's options. */
export const airlinesOf = (flights: readonly ResultFlight[]): string[] =>
  [...new Set(flights.map((flight) => flight.airline))].sort((a, b) => a.localeCompare(b))
