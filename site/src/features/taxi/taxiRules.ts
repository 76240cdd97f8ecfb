import type { TTaxiServiceType, TZone } from '@nexovia/content-schema/core/enum-schemas'
import { PLACE_AIRPORTS } from '@nexovia/content-schema/places/place-airports'
import type { TPlaceSuggestion } from '@nexovia/content-schema/places/search'
import { TAXI_LIMITS } from '@nexovia/content-schema/taxi/constants'
import { parseFlightNumber } from '@nexovia/content-schema/taxi/flight-number'

/** A place the ride can be priced from: the address shown and its coordinates. */
export type ChosenPlace = { address: string; lat: number; lng: number; zone: TZone | null }

/** A place field: what is typed, and the place chosen for it (null until one is picked). */
export type PlaceChoice = { text: string; place: ChosenPlace | null }

/** A suggestion of the place lookups as the place a ride starts or ends at (center is [lng, lat]). */
export const placeOf = (suggestion: TPlaceSuggestion): ChosenPlace => ({
  address: suggestion.place_name,
  lat: suggestion.center[1],
  lng: suggestion.center[0],
  zone: suggestion.zone,
})

/** Place lookups start at 2 typed characters (spec 02 §5). */
export const isLookupQuery = (text: string) => text.trim().length >= 2

/** 'Use this address' is offered once the text is longer than 2 characters (spec 02 §5). */
export const offersTypedAddress = (text: string) => text.trim().length > 2

// Benin, Niger and Nigeria keep UTC+1; Togo, Ghana, Côte d'Ivoire, Senegal and the rest of the coast
// UTC+0 (the cms's zones.ts draws the same line, near the Togo–Benin border).
const WEST_AFRICA_TIME_EAST_OF = 1.63

/** The time zone a pick-up's date and time are read in: the pick-up's own, as the cms prices it. */
export function pickupTimeZone(place: ChosenPlace): string {
  if (place.zone === 'us-northeast') return 'America/New_York'
  if (place.zone === 'west-africa')
    return place.lng >= WEST_AFRICA_TIME_EAST_OF ? 'Africa/Lagos' : 'Africa/Abidjan'
  return 'UTC'
}

// The westernmost zone served: its calendar date is the earliest of all, so a form with no pick-up
// place yet never hides a date that is still today where the traveller is being picked up.
const WESTERNMOST_TIME_ZONE = 'America/New_York'

/** The first date a pick-up can be booked for: today on the pick-up's own clock ("2026-03-10"). */
export function earliestPickupDate(place: ChosenPlace | null, now: Date): string {
  const timeZone = place ? pickupTimeZone(place) : WESTERNMOST_TIME_ZONE
  // en-CA writes dates as YYYY-MM-DD, the value of an <input type="date">.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** The UTC offset of a time zone at an instant, as "+hh:mm". */
function offsetAt(timeZone: string, instant: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value
  const offset = name?.replace('GMT', '') ?? ''
  return offset === '' ? '+00:00' : offset
}

/**
 * The pick-up's date ("2026-03-10") and slot ("14:30") as an ISO instant with the offset of the
 * pick-up's time zone on that day (daylight saving included), e.g. "2026-03-10T14:30:00-04:00".
 */
export function pickupDateTime(date: string, time: string, timeZone: string): string {
  const wallClock = `${date}T${time}:00`
  // The offset read at the wall-clock time taken as UTC, then once more at the instant it gives:
  // the second reading is right except within the hour a clock change skips.
  const first = offsetAt(timeZone, new Date(`${wallClock}Z`))
  const second = offsetAt(timeZone, new Date(`${wallClock}${first}`))
  return `${wallClock}${second}`
}

// About 3 km, the cms's airport radius, in degrees of latitude.
const AIRPORT_REACH_DEGREES = 0.027

/** The airport a chosen place is (its IATA code), or null: from an airport the ride can follow a flight. */
export function airportCodeOf(place: ChosenPlace | null): string | null {
  if (!place) return null
  const airport = PLACE_AIRPORTS.find(
    (candidate) =>
      Math.abs(candidate.lat - place.lat) <= AIRPORT_REACH_DEGREES &&
      Math.abs(candidate.lng - place.lng) <= AIRPORT_REACH_DEGREES,
  )
  return airport?.code ?? null
}

/** The ride part of the form, as the quote needs it. */
export type RideForm = {
  departure: PlaceChoice
  destination: PlaceChoice
  date: string
  time: string
  /** From an airport: the arriving flight, instead of a time. */
  flightNumber: string
  passengers: string
}

/** The flight the form follows: from an airport, with a flight number that reads as one. */
export const isFlightPickup = (form: RideForm) =>
  Boolean(airportCodeOf(form.departure.place) && parseFlightNumber(form.flightNumber))

/** A flight number typed but not readable as one (the field says so). */
export const isFlightNumberInvalid = (form: RideForm) =>
  form.flightNumber.trim() !== '' && !parseFlightNumber(form.flightNumber)

/** What 'Get Quote' still waits for, in the form's order: the page says it under the button (issue 31). */
export type QuoteBlocker = 'departure' | 'destination' | 'date' | 'time' | 'flightNumber' | 'passengers'

/** Why the places chosen cannot be priced: the page says it under the button (issue 31). */
export type PlaceProblem = 'departureUnserved' | 'destinationUnserved' | 'samePlace'

// About 100 m in degrees: two places closer than this are one (a ride needs somewhere to go).
const SAME_PLACE_DEGREES = 0.001

const isSamePlace = (a: ChosenPlace, b: ChosenPlace) =>
  Math.abs(a.lat - b.lat) < SAME_PLACE_DEGREES && Math.abs(a.lng - b.lng) < SAME_PLACE_DEGREES

const isPassengerCount = (value: string) => {
  const count = Number(value)
  return Number.isInteger(count) && count >= TAXI_LIMITS.passengers.min && count <= TAXI_LIMITS.passengers.max
}

export function quoteBlockers(form: RideForm): QuoteBlocker[] {
  const blockers: QuoteBlocker[] = []
  if (!form.departure.place) blockers.push('departure')
  if (!form.destination.place) blockers.push('destination')
  if (!form.date) blockers.push('date')
  if (isFlightNumberInvalid(form)) blockers.push('flightNumber')
  else if (!form.time && !isFlightPickup(form)) blockers.push('time')
  if (!isPassengerCount(form.passengers)) blockers.push('passengers')
  return blockers
}

/** The chosen places' problems: a place outside the served regions (zone null), or both the same. */
export function placeProblems({ departure, destination }: RideForm): PlaceProblem[] {
  const problems: PlaceProblem[] = []
  if (departure.place && departure.place.zone === null) problems.push('departureUnserved')
  if (destination.place && destination.place.zone === null) problems.push('destinationUnserved')
  if (departure.place && destination.place && isSamePlace(departure.place, destination.place))
    problems.push('samePlace')
  return problems
}

/** 'Get Quote' is enabled with both places resolved and apart, a date, a time or a flight (spec 02 §5). */
export const isQuoteReady = (form: RideForm) =>
  quoteBlockers(form).length === 0 && placeProblems(form).length === 0

/** The traveller's details of the booking step. */
export type CustomerForm = { name: string; email: string; phone: string }

/** 'Book Now' is enabled only once name, email and phone are all filled in (spec 02 §5). */
export const isCustomerComplete = (customer: CustomerForm) =>
  [customer.name, customer.email, customer.phone].every((value) => value.trim() !== '')

/** Everything of the form that prices a ride. */
export type TaxiForm = RideForm & {
  passengers: string
  luggage: string
  serviceType: TTaxiServiceType
  childSeat: boolean
  vip: boolean
  extraStop: boolean
  notes: string
  meetingName: string
}

/** The ride as POST /api/taxi/quote and /book read it (null until the quote is possible). */
export function rideRequestOf(form: TaxiForm) {
  const { departure, destination } = form
  if (!isQuoteReady(form) || !departure.place || !destination.place) return null
  const point = (place: ChosenPlace) => ({ address: place.address, lat: place.lat, lng: place.lng })
  return {
    origin: point(departure.place),
    destination: point(destination.place),
    ...(isFlightPickup(form)
      ? { flight_number: form.flightNumber.trim(), arrival_date: form.date }
      : { datetime: pickupDateTime(form.date, form.time, pickupTimeZone(departure.place)) }),
    meeting_name: form.meetingName.trim() || undefined,
    passengers: Number(form.passengers),
    service_type: form.serviceType,
    options: {
      child_seat: form.childSeat,
      vip_service: form.vip,
      extra_stop: form.extraStop,
      luggage_count: Number(form.luggage),
      notes: form.notes.trim() || undefined,
    },
  }
}
