import { parseFlightNumber } from '@nexovia/content-schema'
import { and, between, eq, inArray, isNotNull, isNull, ne, or } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { drivers, rides } from '../../payload-generated-schema'
import { configuredFlightStatus } from '../flightStatus/configuredFlightStatus'
import type { FlightStatusSource } from '../flightStatus/types'
import { drizzleOf, isoOf } from '../lib/typedDatabase'
import { type DriverRide, driverLocale, driverMovedMail } from './driverMail'
import { rideWhen } from './rideClock'
import { travellerMovedMail } from './rideMail'
import { tellPickupMoved } from './rideMessages'

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
  const claimed = await drizzleOf(payload)
    .update(rides)
    .set({ driverNoticeFor: at })
    .where(and(eq(rides.id, rideId), or(isNull(rides.driverNoticeFor), ne(rides.driverNoticeFor, at))))
    .returning({ id: rides.id })
  return claimed.length === 1
}

/** Who rides and from where to where: what the console's list and the mails both read of a ride. */
export const RIDE_TRAVELLER_COLUMNS = {
  customer_name: rides.customerName,
  customer_email: rides.customerEmail,
  customer_phone: rides.customerPhone,
  origin_address: rides.origin_address,
  origin_lng: rides.origin_lng,
  destination_address: rides.destination_address,
}

/** What a ride's mails read (the traveller's and its driver's), under the row names driverRideOf and rideWhen know. */
export const RIDE_MAIL_COLUMNS = {
  id: rides.id,
  booking_id: rides.booking,
  status: rides.status,
  locale: rides.locale,
  zone: rides.zone,
  scheduled_at: rides.scheduledAt,
  ...RIDE_TRAVELLER_COLUMNS,
  meeting_name: rides.meetingName,
  flight_number: rides.flightNumber,
  arrival_airport: rides.arrivalAirport,
  arrival_date: rides.arrivalDate,
  notes: rides.notes,
  child_seat: rides.childSeat,
  vip_service: rides.vipService,
  extra_stop: rides.extraStop,
  luggage_count: rides.luggageCount,
  passengers: rides.passengers,
  driver_email: drivers.email,
  driver_area: drivers.area,
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
  const sendCounted = async (mail: (typeof mails)[number]) => {
    try {
      await payload.sendEmail(mail)
      sent += 1
    } catch (cause) {
      payload.logger.error(`Pick-up move mail of ride ${row.id} failed: ${String(cause)}`)
    }
  }
  const [travellerMail, ...driverMails] = mails
  await tellPickupMoved(payload, {
    bookingId: typeof row.booking_id === 'number' ? row.booking_id : null,
    locale,
    at: next,
    whenIn: (language) => rideWhen(row, next, language),
    email: () => sendCounted(travellerMail!),
  }).catch((cause: unknown) =>
    payload.logger.error(`Pick-up move of ride ${row.id} not told: ${String(cause)}`),
  )
  for (const mail of driverMails) await sendCounted(mail)
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
  const watched = await drizzleOf(payload)
    .select(RIDE_MAIL_COLUMNS)
    .from(rides)
    .leftJoin(drivers, eq(drivers.id, rides.driver))
    .where(
      and(
        isNotNull(rides.flightNumber),
        inArray(rides.status, ['paid', 'assigned']),
        between(
          rides.scheduledAt,
          new Date(now.getTime() - WATCH_BEHIND_MS).toISOString(),
          new Date(now.getTime() + WATCH_AHEAD_MS).toISOString(),
        ),
      ),
    )
  let moved = 0
  let mailed = 0
  for (const row of watched) {
    const flight = parseFlightNumber(String(row.flight_number))
    if (!flight) continue
    const arrival = await source
      .arrival({ ...flight, airport: String(row.arrival_airport), date: String(row.arrival_date) })
      .catch((cause: unknown) => {
        payload.logger.warn(`Flight check of ride ${row.id} failed: ${String(cause)}`)
        return null
      })
    if (!arrival) continue
    const previous = isoOf(String(row.scheduled_at))
    const isMoved = Math.abs(Date.parse(arrival.expectedArrival) - Date.parse(previous)) >= MOVE_AT_LEAST_MS
    const next = isMoved ? arrival.expectedArrival : previous
    const updated = await drizzleOf(payload)
      .update(rides)
      .set({
        scheduledAt: next,
        flightStatus: arrival.status,
        flightCheckedAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .where(and(eq(rides.id, row.id), eq(rides.scheduledAt, previous)))
      .returning({ id: rides.id })
    if (!isMoved || updated.length !== 1) continue
    moved += 1
    if (!(await claimMoveNotice(payload, row.id, next))) continue
    mailed += await tellOfMove(payload, row, previous, next)
  }
  return { checked: watched.length, moved, mailed }
}
