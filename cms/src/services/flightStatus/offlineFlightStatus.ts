import { findAirport, greatCircleKm, instantAtLocal, localDateTime } from '@nexovia/content-schema'
import { blockMinutes } from '../flights/offline/blockTime'
import { intHash, unitHash } from '../flights/offline/hash'
import { NONSTOP_ROUTES } from '../flights/offline/routes'
import { departureMinuteOf, routeOfFlight } from '../flights/offline/schedule'
import { airportTimeZone, localToInstant, toLocalIso } from '../flights/offline/timeZones'
import type { ArrivalQuery, FlightArrival, FlightStatusSource } from './types'

/** Share of offline arrivals that run late, and by how much (minutes, in 5-minute steps). */
const LATE_SHARE = 0.3
const DELAY_MIN = { min: 3, max: 36 } as const

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * A flight the offline engine sells, from its timetable (flights/offline/schedule.ts): where it comes
 * from and when it lands on `date`, computed as the engine computes it, so the taxi and the itinerary
 * agree. Undefined when the number is none of the engine's flights into this airport.
 */
export function engineArrival(query: ArrivalQuery): { origin: string; scheduled: number } | undefined {
  const flight = routeOfFlight(query.carrier, Number(query.number))
  if (!flight || flight.to !== query.airport) return undefined
  const from = findAirport(flight.from)
  const to = findAirport(flight.to)
  if (!from || !to) return undefined
  const minute = departureMinuteOf(flight.from, flight.to, query.carrier, flight.slot)
  const block = blockMinutes(greatCircleKm(from, to)) * 60_000
  // The flight that lands on `date` left that day or up to two days before (long flights, date line).
  // On a day a clock changes, two departures may land on the same date: the earlier landing is taken.
  for (const days of [-2, -1, 0]) {
    const arrives = localToInstant(from, addDays(query.date, days), minute) + block
    if (toLocalIso(to, arrives).slice(0, 10) === query.date)
      return { origin: flight.from, scheduled: arrives }
  }
  return undefined
}

/** A flight the engine does not sell (booked elsewhere): a landing time computed from its number, the same every day. */
function computedArrival({ carrier, number, airport, date }: ArrivalQuery, timeZone: string) {
  const code = `${carrier}${number}`
  const minutes = intHash(5 * 12, 23 * 12 + 11, 'arrival', code, airport) * 5
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  const origins = NONSTOP_ROUTES.filter(
    (route) => (route.a === airport || route.b === airport) && route.carriers.some((c) => c === carrier),
  ).map((route) => (route.a === airport ? route.b : route.a))
  return {
    origin: origins.length ? (origins[intHash(0, origins.length - 1, 'origin', code)] ?? null) : null,
    scheduled: instantAtLocal(date, time, timeZone).getTime(),
  }
}

/**
 * The offline timetable (no provider configured): a flight the offline engine sells lands when its
 * itineraries say; any other number lands at a time computed from it. Every answer repeats exactly.
 * Until the day of the flight on the airport's clock nothing is tracked: it is "scheduled" and lands
 * on time (issue 42: no delay invented months ahead); on its day, some flights run late.
 */
export function offlineFlightStatusAt(clock: () => number = Date.now): FlightStatusSource {
  return {
    async arrival(query: ArrivalQuery): Promise<FlightArrival | null> {
      const { carrier, number, airport, date } = query
      const timeZone = airportTimeZone(airport)
      if (!timeZone) return null
      const { origin, scheduled } = engineArrival(query) ?? computedArrival(query, timeZone)
      const code = `${carrier}${number}`
      const isTracked = localDateTime(clock(), timeZone).date >= date
      const isLate = isTracked && unitHash('late', code, airport, date) < LATE_SHARE
      const delayMinutes = isLate
        ? intHash(DELAY_MIN.min, DELAY_MIN.max, 'delay', code, airport, date) * 5
        : 0
      return {
        flightNumber: `${carrier} ${number}`,
        airport,
        origin,
        scheduledArrival: new Date(scheduled).toISOString(),
        expectedArrival: new Date(scheduled + delayMinutes * 60_000).toISOString(),
        status: isTracked ? (isLate ? 'delayed' : 'on_time') : 'scheduled',
      }
    },
  }
}

/** The offline timetable on the machine's clock. */
export const offlineFlightStatus: FlightStatusSource = offlineFlightStatusAt()
