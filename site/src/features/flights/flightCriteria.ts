import {
  CABINS,
  DEFAULT_FLIGHT_SORT,
  DEFAULT_SEARCH_CURRENCY,
  type Locale,
  MULTI_CITY_MAX_LEGS,
  MULTI_CITY_MIN_LEGS,
  PASSENGER_DEFAULTS,
  PASSENGER_LIMITS,
  type TCabin,
  type TFlightSort,
} from '@nexovia/content-schema/core'

/**
 * What a flight search on /flights asks for. The URL is its source of truth (spec 02 §2): these
 * are the query fields origin, destination, departDate, returnDate, adults, children, infants, cabin.
 */
export type FlightCriteria = {
  origin: string
  destination: string
  departDate: string
  returnDate: string
  adults: number
  children: number
  infants: number
  cabin: TCabin
  /** A multi-city trip's legs (the first is origin, destination, departDate); empty otherwise. */
  legs: FlightLeg[]
}

/** One leg of a multi-city trip, as the URL names it: `leg=JFK,ACC,2026-12-01`. */
export type FlightLeg = { origin: string; destination: string; date: string }

export const EMPTY_CRITERIA: FlightCriteria = {
  origin: '',
  destination: '',
  departDate: '',
  returnDate: '',
  ...PASSENGER_DEFAULTS,
  cabin: 'economy',
  legs: [],
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const AIRPORT_CODE = /^[A-Z]{3}$/

/** A count from the URL: its default when missing or not a whole number, else kept within its limits. */
function countFrom(value: string | null, fallback: number, limits: { min: number; max: number }): number {
  const parsed = Number(value)
  if (value === null || value.trim() === '' || !Number.isInteger(parsed)) return fallback
  return Math.min(Math.max(parsed, limits.min), limits.max)
}

const codeFrom = (value: string | null): string => {
  const code = (value ?? '').trim().toUpperCase()
  return AIRPORT_CODE.test(code) ? code : ''
}

const dateFrom = (value: string | null): string => {
  const date = (value ?? '').trim()
  return ISO_DATE.test(date) ? date : ''
}

/** "JFK,ACC,2026-12-01" → the leg, or undefined when any part is malformed. */
function legFrom(value: string): FlightLeg | undefined {
  const [origin, destination, date] = value.split(',').map((part) => part.trim())
  const leg = {
    origin: codeFrom(origin ?? null),
    destination: codeFrom(destination ?? null),
    date: dateFrom(date ?? null),
  }
  return leg.origin && leg.destination && leg.date ? leg : undefined
}

/**
 * The multi-city legs of a URL (the home form's `leg=` parameters), all or none: a trip with a
 * malformed leg, or with fewer or more legs than a trip may have, is not searched as multi-city.
 */
function legsFrom(query: URLSearchParams): FlightLeg[] {
  const legs = query.getAll('leg').map(legFrom)
  const isTrip = legs.length >= MULTI_CITY_MIN_LEGS && legs.length <= MULTI_CITY_MAX_LEGS
  return isTrip && legs.every((leg) => leg !== undefined) ? (legs as FlightLeg[]) : []
}

/**
 * The legs of criteria only while their first leg is still the searched origin, destination and date:
 * a search changed in the form, a popular or a recent route is a one-way or round trip again.
 */
export function consistentLegs(criteria: FlightCriteria): FlightCriteria {
  const [first] = criteria.legs
  const isSameTrip =
    first?.origin === criteria.origin &&
    first.destination === criteria.destination &&
    first.date === criteria.departDate
  return isSameTrip ? { ...criteria, returnDate: '' } : { ...criteria, legs: [] }
}

/** The criteria a /flights URL names; anything malformed is left empty (or at its default). */
export function criteriaFromQuery(query: URLSearchParams): FlightCriteria {
  const cabin = query.get('cabin')
  const legs = legsFrom(query)
  const first = legs[0]
  return {
    origin: first?.origin ?? codeFrom(query.get('origin')),
    destination: first?.destination ?? codeFrom(query.get('destination')),
    departDate: first?.date ?? dateFrom(query.get('departDate')),
    returnDate: dateFrom(query.get('returnDate')),
    adults: countFrom(query.get('adults'), PASSENGER_DEFAULTS.adults, PASSENGER_LIMITS.adults),
    children: countFrom(query.get('children'), PASSENGER_DEFAULTS.children, PASSENGER_LIMITS.children),
    infants: countFrom(query.get('infants'), PASSENGER_DEFAULTS.infants, PASSENGER_LIMITS.infants),
    cabin: (CABINS as readonly string[]).includes(cabin ?? '') ? (cabin as TCabin) : 'economy',
    legs,
  }
}

/** The /flights query of these criteria, in the spec's field order (returnDate only when set). */
export function criteriaToQuery(criteria: FlightCriteria): URLSearchParams {
  const query = new URLSearchParams({
    origin: criteria.origin,
    destination: criteria.destination,
    departDate: criteria.departDate,
  })
  if (criteria.returnDate) query.set('returnDate', criteria.returnDate)
  query.set('adults', String(criteria.adults))
  query.set('children', String(criteria.children))
  query.set('infants', String(criteria.infants))
  query.set('cabin', criteria.cabin)
  for (const leg of criteria.legs) query.append('leg', [leg.origin, leg.destination, leg.date].join(','))
  return query
}

/** A search runs by itself when origin, destination and departDate are present. */
export const isSearchable = (criteria: FlightCriteria): boolean =>
  Boolean(criteria.origin && criteria.destination && criteria.departDate)

/** The body of POST /api/flights/search (spec 02 §3): prices in USD, the page's language. */
export function searchRequest(
  criteria: FlightCriteria,
  locale: Locale,
  sort: TFlightSort = DEFAULT_FLIGHT_SORT,
) {
  const { legs, ...trip } = criteria
  return {
    ...trip,
    returnDate: criteria.returnDate || null,
    ...(legs.length ? { legs } : {}),
    currency: DEFAULT_SEARCH_CURRENCY,
    locale,
    sort,
  }
}
