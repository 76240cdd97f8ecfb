import { COLLECTION_SLUGS, type TPlaceSuggestion } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { onForget } from '../lib/processCaches'
import { zoneOf } from '../taxi/zones'

type IndexedPlace = {
  suggestion: TPlaceSuggestion
  name: string
  words: string[]
  haystack: string
  /** An airport's code and city, folded: typing either alone names the airport first ("ACC", "Accra"). */
  airportKeys: string[]
}

/** Words a traveller types for any airport, in both languages ("aéroport Abidjan"). */
const AIRPORT_WORDS = ['airport', 'aeroport']

/** Lower case without accents or punctuation: "Félix-Houphouët" and "felix houphouet" match. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

// A few dozen places: kept in memory for a minute, so a keystroke costs no database round trip.
const CACHE_MS = 60_000
let cache: { at: number; places: Promise<IndexedPlace[]> } | undefined

async function loadPlaces(payload: Payload): Promise<IndexedPlace[]> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.places,
    limit: 1000,
    depth: 0,
    pagination: false,
  })
  return docs.map((doc) => {
    const label = doc.code ? `${doc.name} (${doc.code})` : doc.name
    const name = foldText(doc.name)
    const isAirport = doc.type === 'airport'
    const haystack = foldText(
      [doc.name, doc.code, doc.city, doc.address, ...(isAirport ? AIRPORT_WORDS : [])]
        .filter(Boolean)
        .join(' '),
    )
    return {
      suggestion: {
        place_name: `${label}, ${doc.address}`,
        text: doc.name,
        center: [doc.lng, doc.lat],
        relevance: 1,
        zone: doc.zone ?? zoneOf(doc.lat, doc.lng),
        source: 'local',
      },
      name,
      words: haystack.split(' '),
      haystack,
      airportKeys: isAirport ? [doc.code, doc.city].filter(Boolean).map((key) => foldText(key!)) : [],
    }
  })
}

const indexOf = (payload: Payload, now: number): Promise<IndexedPlace[]> => {
  if (!cache || now - cache.at > CACHE_MS) {
    const places = loadPlaces(payload)
    cache = { at: now, places }
    places.catch(() => {
      cache = undefined
    })
  }
  return cache.places
}

/** Forgets the cached places (after the seed or a test changes them). */
export const forgetPlaces = () => {
  cache = undefined
}
onForget('places', forgetPlaces)

/**
 * How well a place matches: every typed word must start a word of the place (name, code, city,
 * address, "airport"/"aéroport" for an airport). A name that starts with the query, or an airport's
 * code or city typed alone, ranks first, then names containing it, then the rest.
 */
function relevance(place: IndexedPlace, folded: string, words: string[]): number {
  if (!words.every((word) => place.words.some((candidate) => candidate.startsWith(word)))) return 0
  if (place.name.startsWith(folded) || place.airportKeys.includes(folded)) return 1
  if (place.name.includes(folded)) return 0.9
  return 0.8
}

/** Local places matching the query, best first, at most `limit`; case and accents do not matter. */
export async function searchLocalPlaces(
  payload: Payload,
  query: string,
  limit: number,
  now = Date.now(),
): Promise<TPlaceSuggestion[]> {
  const folded = foldText(query)
  const words = folded.split(' ').filter(Boolean)
  if (words.length === 0) return []
  const places = await indexOf(payload, now)
  return (
    places
      .map((place) => ({ place, score: relevance(place, folded, words) }))
      .filter(({ score }) => score > 0)
      // Among equals, the airport whose code or city was typed comes first: the taxi's usual pick-up.
      .sort(
        (a, b) =>
          b.score - a.score ||
          Number(b.place.airportKeys.includes(folded)) - Number(a.place.airportKeys.includes(folded)) ||
          a.place.name.localeCompare(b.place.name),
      )
      .slice(0, limit)
      .map(({ place, score }) => ({ ...place.suggestion, relevance: score }))
  )
}
