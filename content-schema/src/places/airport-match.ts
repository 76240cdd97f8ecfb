import { AIRPORT_SEARCH } from './constants.ts'

export type MatchableAirport = {
  readonly code: string
  readonly city: string
  readonly name: string
  readonly country: string
}

/** Lower-cased and without accents, so "cote" finds "Côte d'Ivoire". */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Lower rank sorts first: exact code, then code, city, name and country prefixes, then any match. */
const rank = (airport: MatchableAirport, query: string): number => {
  const code = fold(airport.code)
  if (code === query) return 0
  if (code.startsWith(query)) return 1
  if (fold(airport.city).startsWith(query)) return 2
  if (fold(airport.name).startsWith(query)) return 3
  if (fold(airport.country).startsWith(query)) return 4
  const isContained = [airport.city, airport.name, airport.country].some((field) =>
    fold(field).includes(query),
  )
  return isContained ? 5 : Number.POSITIVE_INFINITY
}

/**
 * Airports whose code, city, name or country contains the query (case- and accent-insensitive),
 * best matches first; nothing until the query has at least 2 characters.
 */
export const matchAirports = <T extends MatchableAirport>(
  query: string,
  airports: readonly T[],
  limit: number = AIRPORT_SEARCH.maxResults,
): T[] => {
  const folded = fold(query.trim())
  if (folded.length < AIRPORT_SEARCH.minChars) return []
  return airports
    .map((airport, index) => ({ airport, index, rank: rank(airport, folded) }))
    .filter((match) => Number.isFinite(match.rank))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((match) => match.airport)
}

/** The text a chosen suggestion puts in the field: "BOS - Boston". */
export const airportLabel = (airport: Pick<MatchableAirport, 'code' | 'city'>): string =>
  `${airport.code} - ${airport.city}`

/**
 * The airport a typed text names without a suggestion being picked: its code ("acc"), its label
 * ("ACC - Accra"), or a text of 3 characters or more that matches one airport only ("accra",
 * "Kotoka"). Null when nothing or several airports match ("new york": JFK, LGA, EWR), for the form
 * to ask for a choice from the list.
 */
export const resolveAirport = <T extends MatchableAirport>(
  text: string,
  airports: readonly T[],
): T | null => {
  const wanted = fold(text.trim())
  if (wanted === '') return null
  const exact = airports.find(
    (airport) => fold(airport.code) === wanted || fold(airportLabel(airport)) === wanted,
  )
  if (exact) return exact
  if (wanted.length < 3) return null
  const matches = matchAirports(text, airports, 2)
  return matches.length === 1 ? matches[0]! : null
}
