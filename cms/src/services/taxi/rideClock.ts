import { formatZonedDateTime, type Locale, type TZone } from '@nexovia/content-schema'
import { airportTimeZone } from '../flights/offline/timeZones'
import { timeZoneAt } from './zones'

type RideRow = Record<string, unknown>

/** The clock a ride's pick-up is read on: its arrival airport's, else the pick-up point's. */
export function rideTimeZone(row: RideRow): string {
  const airport = row.arrival_airport ? airportTimeZone(String(row.arrival_airport)) : undefined
  return airport ?? timeZoneAt(row.zone as TZone, Number(row.origin_lng))
}

/** An instant as a reader of the ride sees it: date, time, and the zone named in words ("heure d’Abidjan"). */
export const rideWhen = (row: RideRow, at: Date | string, locale: Locale): string =>
  formatZonedDateTime(at, { locale, timeZone: rideTimeZone(row) })
