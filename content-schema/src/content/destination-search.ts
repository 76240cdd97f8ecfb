import type { TDestinationSlug } from '../core/plain.ts'
import { AIRPORTS } from '../places/plain.ts'
import { DESTINATIONS } from './destinations.ts'

/** What a guide's booking links search: its city (the hotel search) and the city's airport (the flight search). */
export type TDestinationSearch = { city: string; airportCode: string | null }

/** The city of a destination's English name ("Paris, France" → "Paris"), as hotels and airports name it. */
const cityOf = (name: string): string => name.split(',')[0]!.trim()

/**
 * The searches a guide links to, derived from the destinations and airports data rather than a
 * field editors type: the first airport of the city (New York → JFK), none when the city has
 * no airport in the data (the flight search then opens empty).
 */
export function destinationSearch(slug: TDestinationSlug): TDestinationSearch | null {
  const destination = DESTINATIONS.find((candidate) => candidate.slug === slug)
  if (!destination) return null
  const city = cityOf(destination.name.en)
  const airport = AIRPORTS.find((candidate) => candidate.city === city)
  return { city, airportCode: airport?.code ?? null }
}
