import { COLLECTION_SLUGS, type TPlaceSuggestion, type TZone } from '@nexovia/content-schema'
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

/** Words a traveller types for any hotel ("hôtel Holiday Inn" folds to "hotel holiday inn"). */
const HOTEL_WORDS = ['hotel']

type PlaceRow = { name: string; city: string; address: string; lat: number; lng: number }

/** One place as the search reads it: its suggestion, and the folded words it is found by. */
function indexed(
  row: PlaceRow,
  {
    label,
    zone,
    keywords,
    airportKeys,
  }: { label: string; zone: TZone | null; keywords: string[]; airportKeys: string[] },
): IndexedPlace {
  const haystack = foldText([row.name, row.city, row.address, ...keywords].filter(Boolean).join(' '))
  return {
    suggestion: {
      place_name: `${label}, ${row.address}`,
      text: row.name,
      center: [row.lng, row.lat],
      relevance: 1,
      zone,
      source: 'local',
    },
    name: foldText(row.name),
    words: haystack.split(' '),
    haystack,
    airportKeys: airportKeys.map(foldText),
  }
}

/** The address a hotel is shown with: its street address, with the city when the address omits it. */
const hotelAddress = (hotel: PlaceRow) =>
  foldText(hotel.address).includes(foldText(hotel.city)) ? hotel.address : `${hotel.address}, ${hotel.city}`

async function loadPlaces(payload: Payload): Promise<IndexedPlace[]> {
  const [{ docs }, { docs: hotels }] = await Promise.all([
    payload.find({ collection: COLLECTION_SLUGS.places, limit: 1000, depth: 0, pagination: false }),
    // Every hotel the site sells is a place the taxi goes to (issue 31), found by its name and city.
    payload.find({
      collection: COLLECTION_SLUGS.hotels,
      limit: 1000,
      depth: 0,
      pagination: false,
      select: { name: true, city: true, address: true, lat: true, lng: true },
    }),
  ])
  const places = docs.map((doc) => {
    const isAirport = doc.type === 'airport'
    return indexed(doc, {
      label: doc.code ? `${doc.name} (${doc.code})` : doc.name,
      zone: doc.zone ?? zoneOf(doc.lat, doc.lng),
      keywords: [
        doc.code ?? '',
        ...(isAirport ? AIRPORT_WORDS : []),
        ...(doc.type === 'hotel' ? HOTEL_WORDS : []),
      ],
      airportKeys: isAirport ? [doc.code, doc.city].filter((key): key is string => Boolean(key)) : [],
    })
  })
  // A hotel already among the places (one name starts the other: "Kempinski Hotel Gold Coast City
  // [Accra]") is listed once, as the place.
  const listed = docs.filter((doc) => doc.type === 'hotel').map((doc) => foldText(doc.name))
  const isListed = (name: string) => listed.some((place) => place.startsWith(name) || name.startsWith(place))
  const sold = hotels
    .filter((hotel) => !isListed(foldText(hotel.name)))
    .map((hotel) =>
      indexed(
        { ...hotel, address: hotelAddress(hotel) },
        { label: hotel.name, zone: zoneOf(hotel.lat, hotel.lng), keywords: HOTEL_WORDS, airportKeys: [] },
      ),
    )
  return [...places, ...sold]
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
