/**
 * How the taxi's place search ranks what a traveller means (issue 42): the first letters of a city
 * offer its airport first ("abid" → Abidjan's airport, whose name does not hold the city), then its
 * hotels and landmarks; a code ("ACC") or a name ("kotoka") finds its place; "Abidjan airport" and
 * "aéroport d'Abidjan" ask for the airport, "hôtel Abidjan" for the hotels. Pure: no I/O.
 */
import type { Locale, TPlaceSuggestion, TPlaceType, TZone } from '@nexovia/content-schema'

/** Lower case without accents or punctuation: "Félix-Houphouët" and "felix houphouet" match. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** The words that name a kind of place, in both languages: typed with a city, they say which kind is meant. */
const KIND_WORDS: Readonly<Record<string, TPlaceType>> = {
  airport: 'airport',
  airports: 'airport',
  aeroport: 'airport',
  aeroports: 'airport',
  hotel: 'hotel',
  hotels: 'hotel',
}

/** Small words a traveller types around a city ("aéroport d'Abidjan", "the airport of Accra"): they name nothing. */
const LINKING_WORDS = new Set(['d', 'de', 'du', 'des', 'l', 'la', 'le', 'les', 'a', 'the', 'of', 'in'])

/** Within a rank, airports first (the taxi's usual pick-up), then hotels, then landmarks. */
const KIND_ORDER: Readonly<Record<TPlaceType, number>> = { airport: 0, hotel: 1, landmark: 2 }

/** A place as the search knows it: its name in each language, its city names, its code (airports). */
export type PlaceEntry = {
  type: TPlaceType
  names: Readonly<Record<Locale, string>>
  /** Every name of its city (English and French: "Philadelphia", "Philadelphie"). */
  cities: readonly string[]
  code?: string | null
  address: string
  lat: number
  lng: number
  zone: TZone | null
}

export type IndexedPlace = {
  type: TPlaceType
  suggestions: Readonly<Record<Locale, TPlaceSuggestion>>
  /** Folded names, in both languages. */
  names: string[]
  cities: string[]
  code: string | null
  /** Every folded word it is found by: names, city, address, code, and its kind's words. */
  words: string[]
  sortName: string
}

const kindWordsOf = (type: TPlaceType) =>
  Object.entries(KIND_WORDS)
    .filter(([, kind]) => kind === type)
    .map(([word]) => word)

const suggestionOf = (place: PlaceEntry, locale: Locale): TPlaceSuggestion => {
  const name = place.names[locale]
  const label = place.code ? `${name} (${place.code})` : name
  return {
    place_name: `${label}, ${place.address}`,
    text: name,
    center: [place.lng, place.lat],
    relevance: 1,
    zone: place.zone,
    source: 'local',
  }
}

/** One place as the search reads it: its suggestion in each language and the folded words it is found by. */
export function indexPlace(place: PlaceEntry): IndexedPlace {
  const names = [...new Set([place.names.en, place.names.fr].map(foldText))]
  const text = [...names, ...place.cities, place.address, place.code ?? '', ...kindWordsOf(place.type)]
  return {
    type: place.type,
    suggestions: { en: suggestionOf(place, 'en'), fr: suggestionOf(place, 'fr') },
    names,
    cities: [...new Set(place.cities.map(foldText))],
    code: place.code ? foldText(place.code) : null,
    words: [...new Set(foldText(text.join(' ')).split(' ').filter(Boolean))],
    sortName: names[0] ?? '',
  }
}

/** What a query asks: its folded words, those that name a place, and the kind of place it names. */
type ReadQuery = { all: string[]; folded: string; naming: string; kind: TPlaceType | null }

function readQuery(query: string): ReadQuery {
  const folded = foldText(query).split(' ').filter(Boolean)
  // "la" alone is the start of "Labadi": linking words are dropped only beside other words.
  const meaningful = folded.filter((word) => !LINKING_WORDS.has(word))
  const all = meaningful.length > 0 ? meaningful : folded
  const naming = all.filter((word) => !KIND_WORDS[word])
  const kind = all.map((word) => KIND_WORDS[word]).find(Boolean) ?? null
  return { all, folded: folded.join(' '), naming: naming.join(' '), kind }
}

/**
 * A place's rank for a query, higher first; 0 when some typed word starts none of its words. Its
 * code typed; its city named with its kind (the airport when no kind is typed); a name that starts
 * as typed; its city named; a name that holds what was typed; any other match.
 */
function rankOf(place: IndexedPlace, query: ReadQuery): number {
  if (!query.all.every((word) => place.words.some((candidate) => candidate.startsWith(word)))) return 0
  const starts = [query.folded, query.all.join(' '), query.naming].filter(Boolean)
  const isCity = query.naming !== '' && place.cities.some((city) => city.startsWith(query.naming))
  if (place.code !== null && query.all.includes(place.code)) return 6
  if (isCity && place.type === (query.kind ?? 'airport')) return 5
  if (place.names.some((name) => starts.some((typed) => name.startsWith(typed)))) return 4
  if (isCity) return 3
  if (place.names.some((name) => starts.some((typed) => name.includes(typed)))) return 2
  return 1
}

/** The places matching a query, best first, at most `limit`, named in the reader's language. */
export function rankPlaces(
  places: readonly IndexedPlace[],
  options: { query: string; limit: number; locale: Locale },
): TPlaceSuggestion[] {
  const query = readQuery(options.query)
  if (query.all.length === 0) return []
  return places
    .map((place) => ({ place, rank: rankOf(place, query) }))
    .filter(({ rank }) => rank > 0)
    .sort(
      (a, b) =>
        b.rank - a.rank ||
        KIND_ORDER[a.place.type] - KIND_ORDER[b.place.type] ||
        a.place.sortName.localeCompare(b.place.sortName),
    )
    .slice(0, options.limit)
    .map(({ place, rank }) => ({ ...place.suggestions[options.locale], relevance: rank / 6 }))
}
