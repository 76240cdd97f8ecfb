import { COLLECTION_SLUGS, type Locale, type TPlaceSuggestion } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { onForget } from '../lib/processCaches'
import { placeEntry, soldHotelEntries } from './placeEntries'
import { type IndexedPlace, indexPlace, rankPlaces } from './placeRanking'

// A few dozen places: kept in memory for a minute, so a keystroke costs no database round trip.
const CACHE_MS = 60_000
let cache: { at: number; places: Promise<IndexedPlace[]> } | undefined

async function loadPlaces(payload: Payload): Promise<IndexedPlace[]> {
  const [{ docs }, { docs: hotels }] = await Promise.all([
    payload.find({ collection: COLLECTION_SLUGS.places, limit: 1000, depth: 0, pagination: false }),
    payload.find({
      collection: COLLECTION_SLUGS.hotels,
      limit: 1000,
      depth: 0,
      pagination: false,
      select: { name: true, city: true, address: true, lat: true, lng: true },
    }),
  ])
  return [...docs.map(placeEntry), ...soldHotelEntries(docs, hotels)].map(indexPlace)
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
 * Local places matching the query, best first (placeRanking.ts: a city's first letters offer its
 * airport first), at most `limit`, named in the reader's language; case and accents do not matter.
 */
export async function searchLocalPlaces(
  payload: Payload,
  query: string,
  limit: number,
  options: { locale?: Locale; now?: number } = {},
): Promise<TPlaceSuggestion[]> {
  if (query.trim() === '') return []
  const places = await indexOf(payload, options.now ?? Date.now())
  return rankPlaces(places, { query, limit, locale: options.locale ?? 'en' })
}

/**
 * A place as a traveller chose it from the suggestions ("Aéroport international Félix-Houphouët-Boigny
 * (ABJ), …"), named in another language; an address typed by hand, or no longer a place, stays as it is.
 */
export async function placeNameIn(payload: Payload, chosen: string, locale: Locale): Promise<string> {
  const places = await indexOf(payload, Date.now())
  const place = places.find((entry) =>
    Object.values(entry.suggestions).some((suggestion) => suggestion.place_name === chosen),
  )
  return place ? place.suggestions[locale].place_name : chosen
}
