import type {
  TFareFacts,
  TFlightDataItem,
  TFlightDataSearchResponse,
  TFlightSearchResponse,
  TFlightSegment,
  TItinerary,
  TRepriceResponse,
} from '@nexovia/content-schema'
import { CURRENCIES, FARE_CONDITIONS, PROVIDER_STATUSES } from '@nexovia/content-schema/core/enums'
import { isCount, isDateTime, isObject, isOneOf, isString } from '../../lib/api/answerShapes'

// The answers of flight search, reprice and flow A's search, checked by hand: loading zod and the flight schemas
// when results show cost /flights 26 KB brotli and /flight-results 17 KB, over the JS budget (issue 18). Anything of
// another shape is unreadable (null), as the schema would have it.

const isAirport = (value: unknown) => isString(value) && value.length === 3
const countOrNull = (value: unknown) => (isCount(value) ? value : null)

function readSegment(value: unknown): TFlightSegment | null {
  if (!isObject(value)) return null
  const isValid =
    isAirport(value.from) &&
    isAirport(value.to) &&
    isDateTime(value.dep) &&
    isDateTime(value.arr) &&
    isString(value.carrier) &&
    value.carrier.length >= 2 &&
    value.carrier.length <= 3 &&
    isString(value.carrier_name) &&
    isString(value.flight_number) &&
    isCount(value.duration_min) &&
    isString(value.aircraft)
  return isValid ? (value as TFlightSegment) : null
}

function readFare(value: unknown): TFareFacts | null {
  if (!isObject(value)) return null
  const isValid =
    isCount(value.cabin_bags) &&
    (value.cabin_bag_kg === null || (isCount(value.cabin_bag_kg) && value.cabin_bag_kg > 0)) &&
    isCount(value.checked_bags) &&
    isCount(value.checked_bag_kg) &&
    value.checked_bag_kg > 0 &&
    isOneOf(FARE_CONDITIONS, value.change) &&
    isOneOf(FARE_CONDITIONS, value.refund)
  return isValid ? (value as TFareFacts) : null
}

const nonEmpty = <T>(items: T[] | null): T[] | null => (items?.length ? items : null)

/** Every item read, or null when one is unreadable. */
function readAll<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null
  const items = value.map(read)
  return items.every((item) => item !== null) ? (items as T[]) : null
}

function readItinerary(value: unknown): TItinerary | null {
  if (!isObject(value)) return null
  const segments = readAll(value.segments, readSegment)
  const returnSegments = readAll(value.return_segments, readSegment)
  const legs =
    value.legs === undefined ? undefined : readAll(value.legs, (leg) => nonEmpty(readAll(leg, readSegment)))
  const fare = value.fare === undefined ? undefined : readFare(value.fare)
  const isValid =
    isString(value.itinerary_id) &&
    value.itinerary_id.length > 0 &&
    Array.isArray(value.airlines) &&
    value.airlines.every(isString) &&
    isCount(value.stops) &&
    segments !== null &&
    segments.length > 0 &&
    returnSegments !== null &&
    legs !== null &&
    isCount(value.duration_total_min) &&
    isCount(value.price_total) &&
    isOneOf(CURRENCIES, value.currency) &&
    (value.passengers === undefined || (isCount(value.passengers) && value.passengers > 0)) &&
    isDateTime(value.price_fetched_at) &&
    isDateTime(value.expires_at) &&
    fare !== null
  return isValid ? (value as TItinerary) : null
}

/** The search answer of /flights, or null when it is not one. */
export function readFlightSearch(body: unknown): TFlightSearchResponse | null {
  if (!isObject(body) || !isOneOf(PROVIDER_STATUSES, body.provider_status)) return null
  const itineraries = readAll(body.itineraries, readItinerary)
  const unserved = body.unserved_legs === undefined ? undefined : readAll(body.unserved_legs, countOrNull)
  if (!itineraries || unserved === null) return null
  return {
    itineraries,
    provider_status: body.provider_status as TFlightSearchResponse['provider_status'],
    ...(unserved ? { unserved_legs: unserved } : {}),
  }
}

/** Refresh Price's answer, or null when it is not one. */
export function readReprice(body: unknown): TRepriceResponse | null {
  if (!isObject(body)) return null
  const isValid =
    isString(body.itinerary_id) &&
    isCount(body.price_total) &&
    isOneOf(CURRENCIES, body.currency) &&
    isDateTime(body.price_fetched_at)
  return isValid ? (body as TRepriceResponse) : null
}

const readLayover = (value: unknown) =>
  isObject(value) && isAirport(value.airport) && isCount(value.minutes) ? value : null

function readFlightDataItem(value: unknown): TFlightDataItem | null {
  if (!isObject(value)) return null
  const fare = value.fare === undefined ? undefined : readFare(value.fare)
  const isValid =
    isString(value.itinerary_id) &&
    isString(value.flight) &&
    isString(value.airline) &&
    isAirport(value.origin) &&
    isAirport(value.destination) &&
    isDateTime(value.departure) &&
    isDateTime(value.arrival) &&
    isCount(value.duration) &&
    isCount(value.stops) &&
    isString(value.aircraft) &&
    isString(value.status) &&
    isCount(value.price) &&
    isOneOf(CURRENCIES, value.currency) &&
    readAll(value.layovers, readLayover) !== null &&
    fare !== null
  return isValid ? (value as TFlightDataItem) : null
}

/** Flow A's search answer (/flight-results), or null when it is not one. */
export function readFlightData(body: unknown): TFlightDataSearchResponse | null {
  if (!isObject(body) || !isOneOf(PROVIDER_STATUSES, body.provider_status)) return null
  const data = readAll(body.data, readFlightDataItem)
  if (typeof body.success !== 'boolean' || !isString(body.message) || !data) return null
  const status = body.provider_status as TFlightDataSearchResponse['provider_status']
  return { success: body.success, message: body.message, data, provider_status: status }
}
