import {
  CABINS,
  DEFAULT_FLIGHT_SORT,
  DEFAULT_SEARCH_CURRENCY,
  type Locale,
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
}

export const EMPTY_CRITERIA: FlightCriteria = {
  origin: '',
  destination: '',
  departDate: '',
  returnDate: '',
  ...PASSENGER_DEFAULTS,
  cabin: 'economy',
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

/** The criteria a /flights URL names; anything malformed is left empty (or at its default). */
export function criteriaFromQuery(query: URLSearchParams): FlightCriteria {
  const cabin = query.get('cabin')
  return {
    origin: codeFrom(query.get('origin')),
    destination: codeFrom(query.get('destination')),
    departDate: dateFrom(query.get('departDate')),
    returnDate: dateFrom(query.get('returnDate')),
    adults: countFrom(query.get('adults'), PASSENGER_DEFAULTS.adults, PASSENGER_LIMITS.adults),
    children: countFrom(query.get('children'), PASSENGER_DEFAULTS.children, PASSENGER_LIMITS.children),
    infants: countFrom(query.get('infants'), PASSENGER_DEFAULTS.infants, PASSENGER_LIMITS.infants),
    cabin: (CABINS as readonly string[]).includes(cabin ?? '') ? (cabin as TCabin) : 'economy',
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
  return {
    ...criteria,
    returnDate: criteria.returnDate || null,
    currency: DEFAULT_SEARCH_CURRENCY,
    locale,
    sort,
  }
}
