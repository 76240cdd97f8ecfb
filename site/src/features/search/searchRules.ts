import { CABINS, type TCabin, TRIP_TYPES, type TTripType } from '@nexovia/content-schema/core'
import { MULTI_CITY_MAX_LEGS, MULTI_CITY_MIN_LEGS } from '@nexovia/content-schema/flights/constants'
import { type MatchableAirport, resolveAirport } from '@nexovia/content-schema/places/airport-match'

export type Airport = MatchableAirport

// The zod-free core of content-schema: the search panel ships without zod.
export { CABINS, resolveAirport, TRIP_TYPES }

/** What an airport field holds: the text typed and, once recognised or chosen, the airport. */
export type AirportChoice = { text: string; airport: Airport | null }
export const EMPTY_CHOICE: AirportChoice = { text: '', airport: null }

export type Leg = { id: number; origin: AirportChoice; destination: AirportChoice; date: string }
export type Passengers = { adults: number; children: number; infants: number }

export type FlightForm = {
  tripType: TTripType
  origin: AirportChoice
  destination: AirportChoice
  departDate: string
  returnDate: string
  passengers: Passengers
  cabin: TCabin
  legs: Leg[]
}

export type HotelForm = {
  location: string
  checkIn: string
  checkOut: string
  adults: number
  children: number
  rooms: number
}

export const emptyLeg = (id: number): Leg => ({
  id,
  origin: EMPTY_CHOICE,
  destination: EMPTY_CHOICE,
  date: '',
})

/** A multi-city trip starts with two legs. */
export const initialLegs = (): Leg[] =>
  Array.from({ length: MULTI_CITY_MIN_LEGS }, (_, index) => emptyLeg(index + 1))

export const canAddLeg = (legs: readonly Leg[]): boolean => legs.length < MULTI_CITY_MAX_LEGS
export const canRemoveLeg = (legs: readonly Leg[]): boolean => legs.length > MULTI_CITY_MIN_LEGS

/** A new leg takes the highest id plus one (ids of removed legs are never reused while higher ones remain). */
export function addLeg(legs: readonly Leg[]): Leg[] {
  if (!canAddLeg(legs)) return [...legs]
  const nextId = Math.max(0, ...legs.map((leg) => leg.id)) + 1
  return [...legs, emptyLeg(nextId)]
}

/** Removes a leg, but never below the two a multi-city trip needs. */
export function removeLeg(legs: readonly Leg[], id: number): Leg[] {
  return canRemoveLeg(legs) ? legs.filter((leg) => leg.id !== id) : [...legs]
}

export { localIsoDate } from './localIsoDate'

/** What the airport rules read of a flight form (the /flights form has one leg, no multi-city). */
type FlightRoute = Pick<FlightForm, 'tripType' | 'origin' | 'destination' | 'departDate' | 'legs'>

/** Nothing typed: a required airport field left empty (text without a recognised airport is another problem). */
const isBlank = (choice: AirportChoice): boolean => !choice.airport && choice.text.trim() === ''

/** The ids of the flight fields still missing; the spec requires origin, destination and departure. */
export function missingFlightFields(form: FlightRoute): string[] {
  if (form.tripType === 'multiCity') {
    return form.legs.flatMap((leg) => [
      ...(isBlank(leg.origin) ? [`leg-${leg.id}-origin`] : []),
      ...(isBlank(leg.destination) ? [`leg-${leg.id}-destination`] : []),
      ...(leg.date ? [] : [`leg-${leg.id}-date`]),
    ])
  }
  return [
    ...(isBlank(form.origin) ? ['origin'] : []),
    ...(isBlank(form.destination) ? ['destination'] : []),
    ...(form.departDate ? [] : ['departDate']),
  ]
}

export type AirportProblemKey = 'validation.airportCodeInvalid' | 'validation.sameAirports'

/**
 * What is wrong with the airports of a complete flight form: a text no single airport answers to
 * ("new": New York or Newark?) asks for a choice from the list; then a trip to where it starts.
 */
export function flightAirportProblem(form: FlightRoute): { field: string; key: AirportProblemKey } | null {
  const trips =
    form.tripType === 'multiCity'
      ? form.legs.map((leg) => ({
          prefix: `leg-${leg.id}-`,
          origin: leg.origin,
          destination: leg.destination,
        }))
      : [{ prefix: '', origin: form.origin, destination: form.destination }]
  for (const trip of trips) {
    if (!trip.origin.airport) return { field: `${trip.prefix}origin`, key: 'validation.airportCodeInvalid' }
    if (!trip.destination.airport)
      return { field: `${trip.prefix}destination`, key: 'validation.airportCodeInvalid' }
  }
  const circular = trips.find((trip) => trip.origin.airport?.code === trip.destination.airport?.code)
  return circular ? { field: `${circular.prefix}destination`, key: 'validation.sameAirports' } : null
}

/**
 * What is wrong with the dates of a complete round trip: a return before the departure, said beside
 * the return date (ISO dates compare as strings). Multi-city legs have their own order rule.
 */
export function flightDatesProblem(
  form: Pick<FlightForm, 'tripType' | 'departDate' | 'returnDate'>,
): { field: 'returnDate'; key: 'validation.returnBeforeDeparture' } | null {
  const isBackwards =
    form.tripType === 'roundtrip' && form.returnDate !== '' && form.returnDate < form.departDate
  return isBackwards ? { field: 'returnDate', key: 'validation.returnBeforeDeparture' } : null
}

/**
 * The flight results query: origin, destination, departDate, returnDate (empty unless round trip),
 * cabin, adults, children, infants. A multi-city trip also lists every leg as `leg=BOS,ABJ,2026-12-01`,
 * its first leg filling origin, destination and departDate.
 */
export function flightQuery(form: FlightForm): URLSearchParams {
  const isMultiCity = form.tripType === 'multiCity'
  const first = form.legs[0]
  const query = new URLSearchParams({
    origin: (isMultiCity ? first?.origin.airport?.code : form.origin.airport?.code) ?? '',
    destination: (isMultiCity ? first?.destination.airport?.code : form.destination.airport?.code) ?? '',
    departDate: (isMultiCity ? first?.date : form.departDate) ?? '',
    returnDate: form.tripType === 'roundtrip' ? form.returnDate : '',
    cabin: form.cabin,
    adults: String(form.passengers.adults),
    children: String(form.passengers.children),
    infants: String(form.passengers.infants),
    tripType: form.tripType,
  })
  if (isMultiCity) {
    for (const leg of form.legs) {
      query.append('leg', [leg.origin.airport?.code, leg.destination.airport?.code, leg.date].join(','))
    }
  }
  return query
}

/** Counts everyone travelling, for the guest and passenger summaries. */
export const travellerCount = (counts: Partial<Passengers>): number =>
  (counts.adults ?? 0) + (counts.children ?? 0) + (counts.infants ?? 0)
