import type { TPlaceSuggestion } from '@nexovia/content-schema/places/search'

/** What a flight booking's pickup link fills in: the airport it lands at, its flight, its landing day. */
export type PickupPrefill = { airport: string; flightNumber: string; date: string }

const AIRPORT = /^[A-Z]{3}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const FLIGHT = /^[A-Z0-9]{2,3} ?\d{1,4}$/

/** The pickup a /airport-taxi URL asks for (`pickup_airport`, `flight_number`, `date`), or null when any is malformed. */
export function pickupPrefillOf(search: string): PickupPrefill | null {
  const query = new URLSearchParams(search)
  const airport = query.get('pickup_airport')?.trim().toUpperCase() ?? ''
  const flightNumber = query.get('flight_number')?.trim().toUpperCase() ?? ''
  const date = query.get('date')?.trim() ?? ''
  return AIRPORT.test(airport) && FLIGHT.test(flightNumber) && DATE.test(date)
    ? { airport, flightNumber, date }
    : null
}

/** The airport among place suggestions: the one labelled with its code, "Kotoka International Airport (ACC), …". */
export const airportSuggestion = (
  suggestions: readonly TPlaceSuggestion[],
  code: string,
): TPlaceSuggestion | undefined =>
  suggestions.find((suggestion) => suggestion.place_name.includes(`(${code})`))
