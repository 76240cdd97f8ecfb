import { instantAtLocal } from '@nexovia/content-schema'
import { intHash, unitHash } from '../flights/offline/hash'
import { NONSTOP_ROUTES } from '../flights/offline/routes'
import { airportTimeZone } from '../flights/offline/timeZones'
import type { ArrivalQuery, FlightArrival, FlightStatusSource } from './types'

/** Share of offline arrivals that run late, and by how much (minutes, in 5-minute steps). */
const LATE_SHARE = 0.3
const DELAY_MIN = { min: 3, max: 36 } as const

/**
 * The offline engine's timetable (no provider configured): like the offline flight engine, every
 * answer is computed from the flight number, airport and date, so it repeats exactly. The landing time
 * of a flight is the same every day; some days it runs late. The origin is a real nonstop route of
 * that airline into the airport when there is one.
 */
export const offlineFlightStatus: FlightStatusSource = {
  async arrival({ carrier, number, airport, date }: ArrivalQuery): Promise<FlightArrival | null> {
    const timeZone = airportTimeZone(airport)
    if (!timeZone) return null
    const code = `${carrier}${number}`
    const minutes = intHash(5 * 12, 23 * 12 + 11, 'arrival', code, airport) * 5
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    const scheduled = instantAtLocal(date, time, timeZone).getTime()
    const isLate = unitHash('late', code, airport, date) < LATE_SHARE
    const delayMinutes = isLate ? intHash(DELAY_MIN.min, DELAY_MIN.max, 'delay', code, airport, date) * 5 : 0
    const origins = NONSTOP_ROUTES.filter(
      (route) => (route.a === airport || route.b === airport) && route.carriers.some((c) => c === carrier),
    ).map((route) => (route.a === airport ? route.b : route.a))
    return {
      flightNumber: `${carrier} ${number}`,
      airport,
      origin: origins.length ? (origins[intHash(0, origins.length - 1, 'origin', code)] ?? null) : null,
      scheduledArrival: new Date(scheduled).toISOString(),
      expectedArrival: new Date(scheduled + delayMinutes * 60_000).toISOString(),
      status: isLate ? 'delayed' : 'on_time',
    }
  },
}
