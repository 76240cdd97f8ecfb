import { AIRPORTS, greatCircleKm, type TLatLng } from '../places/plain.ts'

/** How far a hotel is from its city's airport, by IATA code, in kilometres to one decimal. */
export type TAirportDistance = { code: string; km: number }

/**
 * The nearest airport of the hotel's own city in the airports data (New York: JFK rather than Newark's
 * EWR, a city of its own there), as the crow flies; null when the data has no airport for the city,
 * rather than a far one.
 */
export function cityAirportDistance(hotel: TLatLng & { city: string }): TAirportDistance | null {
  const distances = AIRPORTS.filter((airport) => airport.city === hotel.city)
    .map((airport) => ({ code: airport.code, km: Math.round(greatCircleKm(airport, hotel) * 10) / 10 }))
    .sort((a, b) => a.km - b.km)
  return distances[0] ?? null
}
