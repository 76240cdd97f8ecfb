import {
  AIRPORTS,
  findAirport,
  parseFlightNumber,
  pickupWindow,
  type TQuotedFlight,
  type TTaxiQuoteRequest,
  type ValidationKey,
} from '@nexovia/content-schema'
import { configuredFlightStatus } from '../flightStatus/configuredFlightStatus'
import { type FlightArrival, FlightStatusError, type FlightStatusSource } from '../flightStatus/types'
import { airportTimeZone } from '../flights/offline/timeZones'
import { greatCircleKm } from './geo'
import { AIRPORT_RADIUS_KM } from './tariffs'

export type FlightPickup =
  | { kind: 'fixed'; ride: TTaxiQuoteRequest }
  | { kind: 'flight'; ride: TTaxiQuoteRequest; flight: TQuotedFlight }
  | { kind: 'invalid'; field: 'datetime' | 'flight_number' | 'arrival_date'; message: ValidationKey }
  | { kind: 'unavailable' }

/** The airport within reach of a pick-up point (the same radius as the airport fee), if any. */
export const airportAt = (point: { lat: number; lng: number }) =>
  AIRPORTS.find(
    (airport) => airportTimeZone(airport.code) && greatCircleKm(point, airport) <= AIRPORT_RADIUS_KM,
  )

/** International unless both ends are known to be in one country (an unknown origin gets the longer wait). */
const isInternational = (arrival: FlightArrival) => {
  const from = arrival.origin ? findAirport(arrival.origin)?.countryCode : undefined
  return !from || from !== findAirport(arrival.airport)?.countryCode
}

/** The quote's statement of a flight: landing, free waiting, on the airport's clock. */
export function quotedFlight(arrival: FlightArrival): TQuotedFlight {
  const timeZone = airportTimeZone(arrival.airport) ?? 'UTC'
  const window = pickupWindow({
    arrival: arrival.expectedArrival,
    isInternational: isInternational(arrival),
    timeZone,
  })
  return {
    flight_number: arrival.flightNumber,
    airport: arrival.airport,
    time_zone: timeZone,
    status: arrival.status,
    scheduled_arrival: arrival.scheduledArrival,
    expected_arrival: arrival.expectedArrival,
    local_pickup: window.local.pickup,
    local_waiting_until: window.local.waitingUntil,
    free_waiting_minutes: window.freeWaitingMinutes,
  }
}

/**
 * The pick-up time of a ride: as given, or, when the traveller gave the arriving flight, the flight's
 * expected landing from the flight-status source. The ride comes back with datetime set either way.
 */
export async function resolvePickup(
  ride: TTaxiQuoteRequest,
  source: FlightStatusSource = configuredFlightStatus(),
): Promise<FlightPickup> {
  if (!ride.flight_number) {
    return ride.datetime
      ? { kind: 'fixed', ride }
      : { kind: 'invalid', field: 'datetime', message: 'validation.dateRequired' }
  }
  const airport = airportAt(ride.origin)
  if (!airport) return { kind: 'invalid', field: 'flight_number', message: 'validation.flightNeedsAirport' }
  if (!ride.arrival_date)
    return { kind: 'invalid', field: 'arrival_date', message: 'validation.arrivalDateRequired' }
  const parsed = parseFlightNumber(ride.flight_number)
  if (!parsed) return { kind: 'invalid', field: 'flight_number', message: 'validation.flightNumberInvalid' }
  let arrival: FlightArrival | null
  try {
    arrival = await source.arrival({ ...parsed, airport: airport.code, date: ride.arrival_date })
  } catch (cause) {
    if (cause instanceof FlightStatusError) return { kind: 'unavailable' }
    throw cause
  }
  if (!arrival) return { kind: 'invalid', field: 'flight_number', message: 'validation.flightNotFound' }
  if (arrival.status === 'cancelled') {
    return { kind: 'invalid', field: 'flight_number', message: 'validation.flightCancelled' }
  }
  return {
    kind: 'flight',
    ride: { ...ride, datetime: arrival.expectedArrival },
    flight: quotedFlight(arrival),
  }
}
