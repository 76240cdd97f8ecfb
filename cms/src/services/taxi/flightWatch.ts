import { parseFlightNumber } from '@nexovia/content-schema'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { configuredFlightStatus } from '../flightStatus/configuredFlightStatus'
import type { FlightStatusSource } from '../flightStatus/types'
import { queryRows, toIso } from '../lib/sqlQueries'
import { type DriverRide, driverLocale, driverMovedMail } from './driverMail'
import { rideWhen } from './rideClock'
import { travellerMovedMail } from './rideMail'

type RideRow = Record<string, unknown>

/** Which rides are watched: paid or assigned, landing from 6 hours ago to 2 days ahead. */
const WATCH_BEHIND_MS = 6 * 3_600_000
const WATCH_AHEAD_MS = 48 * 3_600_000
/** Smaller changes than this leave the ride alone (estimates wobble by a minute or two). */
const MOVE_AT_LEAST_MS = 5 * 60_000

/** The ride as a driver's mail tells it (row of rides joined with its driver). */
export function driverRideOf(row: RideRow, at: Date | string): DriverRide {
  const locale = driverLocale((row.driver_area as string | null) ?? null)
  return {
    email: String(row.driver_email),
    locale,
    from: String(row.origin_address),
    to: String(row.destination_address),
    when: rideWhen(row, at, locale),
    customerName: String(row.customer_name),
    customerPhone: String(row.customer_phone),
    meetingName: (row.meeting_name as string | null) || null,
    flightNumber: (row.flight_number as string | null) || null,
    notes: (row.notes as string | null) || null,
    options: {
      childSeat: Boolean(row.child_seat),
      vipService: Boolean(row.vip_service),
      extraStop: Boolean(row.extra_stop),
      luggage: Number(row.luggage_count),
      passengers: Number(row.passengers),
    },
  }
}

/** Claims the notice of a new pick-up time (traveller and driver): true for one caller per new time. */
async function claimMoveNotice(payload: Payload, rideId: number, at: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    payload,
    sql`UPDATE rides SET driver_notice_for = ${at}
      WHERE id = ${rideId} AND driver_notice_for IS DISTINCT FROM ${at}::timestamptz RETURNING id`,
  )
  return rows.length === 1
}

/** Mails the traveller (in their language) and the assigned driver the new pick-up time; counts the mails sent. */
async function tellOfMove(payload: Payload, row: RideRow, previous: string, next: string): Promise<number> {
  const locale = row.locale === 'fr' ? 'fr' : 'en'
  const mails = [
    travellerMovedMail({
      email: String(row.customer_email),
      locale,
      from: String(row.origin_address),
      to: String(row.destination_address),
      flightNumber: String(row.flight_number),
      previously: rideWhen(row, previous, locale),
      when: rideWhen(row, next, locale),
    }),
  ]
  if (row.status === 'assigned' && row.driver_email) {
    const ride = driverRideOf(row, next)
    mails.push(driverMovedMail({ ...ride, previously: rideWhen(row, previous, ride.locale) }))
  }
  let sent = 0
  for (const mail of mails) {
    try {
      await payload.sendEmail(mail)
      sent += 1
    } catch (cause) {
      payload.logger.error(`Pick-up move mail of ride ${row.id} failed: ${String(cause)}`)
    }
  }
  return sent
}

/**
 * Asks the flight-status source again about every watched airport ride: a new expected landing moves
 * the ride (one conditional UPDATE, so two passes cannot both move it), and the traveller and the
 * assigned driver are mailed once per new time. A source failure leaves the ride for the next pass.
 */
export async function recheckFlightRides(
  payload: Payload,
  now: Date,
  source: FlightStatusSource = configuredFlightStatus(),
): Promise<{ checked: number; moved: number; mailed: number }> {
  const rides = await queryRows<RideRow>(
    payload,
    sql`SELECT r.*, d.email AS driver_email, d.area AS driver_area
      FROM rides r LEFT JOIN drivers d ON d.id = r.driver_id
      WHERE r.flight_number IS NOT NULL AND r.status IN ('paid', 'assigned')
        AND r.scheduled_at BETWEEN ${new Date(now.getTime() - WATCH_BEHIND_MS).toISOString()}
          AND ${new Date(now.getTime() + WATCH_AHEAD_MS).toISOString()}`,
  )
  let moved = 0
  let mailed = 0
  for (const row of rides) {
    const flight = parseFlightNumber(String(row.flight_number))
    if (!flight) continue
    const arrival = await source
      .arrival({ ...flight, airport: String(row.arrival_airport), date: String(row.arrival_date) })
      .catch((cause: unknown) => {
        payload.logger.warn(`Flight check of ride ${row.id} failed: ${String(cause)}`)
        return null
      })
    if (!arrival) continue
    const previous = toIso(row.scheduled_at)!
    const isMoved = Math.abs(Date.parse(arrival.expectedArrival) - Date.parse(previous)) >= MOVE_AT_LEAST_MS
    const next = isMoved ? arrival.expectedArrival : previous
    const updated = await queryRows<{ id: number }>(
      payload,
      sql`UPDATE rides SET scheduled_at = ${next}, flight_status = ${arrival.status},
          flight_checked_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
        WHERE id = ${Number(row.id)} AND scheduled_at = ${previous}::timestamptz RETURNING id`,
    )
    if (!isMoved || updated.length !== 1) continue
    moved += 1
    if (!(await claimMoveNotice(payload, Number(row.id), next))) continue
    mailed += await tellOfMove(payload, row, previous, next)
  }
  return { checked: rides.length, moved, mailed }
}
