import { whatsappLink } from '@nexovia/content-schema'
import {
  and,
  count,
  eq,
  exists,
  inArray,
  isNull,
  lt,
  ne,
  not,
  type SQLWrapper,
  sql,
  sum,
} from '@payloadcms/db-postgres/drizzle'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import { drivers, media, rides, taxi_quotes } from '../../payload-generated-schema'
import { type Drizzle, drizzleOf, isoOf } from '../lib/typedDatabase'
import type { Transaction } from '../payments/bookings/bookingStore'

/**
 * Conditional writes on rides, as typed queries on the schema Payload generates: every state change is
 * one UPDATE … WHERE status … so that two admins (or two webhook deliveries) racing each other cannot
 * both apply it. Never read-then-write.
 */
type Runner = Pick<Transaction, 'select' | 'update' | 'delete'>

/** A driver is busy for a ride when already assigned to another ride starting less than this apart. */
export const DRIVER_BUSY_WINDOW_SECONDS = 2 * 60 * 60

/**
 * The payment of a taxi booking succeeded: its ride becomes paid (once; in the webhook's transaction).
 * A ride cancelled because its checkout expired is paid too when the payment completes late: the
 * booking is confirmed (money was taken), so the ride must happen. A ride staff cancelled never gets
 * here: its booking is cancelled, never confirmed, and such a payment is refunded instead.
 */
export async function markRidePaid(tx: Runner, bookingId: number, now: Date): Promise<void> {
  const stamp = now.toISOString()
  await tx
    .update(rides)
    .set({ status: 'paid', paidAt: stamp, updatedAt: stamp })
    .where(and(inArray(rides.status, ['pending_payment', 'cancelled']), eq(rides.booking, bookingId)))
}

/** Quotes are kept a day past their expiry (to answer "expired" rather than "unknown"), then deleted. */
export async function purgeExpiredQuotes(tx: Runner, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString()
  await tx.delete(taxi_quotes).where(lt(taxi_quotes.expiresAt, before))
}

/** The checkouts of these bookings expired or failed: their unpaid rides are cancelled. */
export async function cancelUnpaidRides(tx: Runner, bookingIds: number[], now: Date): Promise<void> {
  if (bookingIds.length === 0) return
  await tx
    .update(rides)
    .set({ status: 'cancelled', updatedAt: now.toISOString() })
    .where(and(eq(rides.status, 'pending_payment'), inArray(rides.booking, bookingIds)))
}

const otherRide = alias(rides, 'other')

/** A driver's and a ride's areas are two enums of the same cities: compared as text. */
const sameArea = (driverArea: SQLWrapper, rideArea: SQLWrapper | string) =>
  sql`${driverArea}::text = ${typeof rideArea === 'string' ? rideArea : sql`${rideArea}::text`}`

/**
 * Whether the driver is assigned to another ride starting less than DRIVER_BUSY_WINDOW_SECONDS from
 * `at` (the distance in seconds between two timestamps is SQL's: the builder has no interval arithmetic).
 */
const busyAround = (
  db: Pick<Drizzle, 'select'>,
  driverId: SQLWrapper,
  at: SQLWrapper,
  exceptRide?: SQLWrapper | number,
) =>
  exists(
    db
      .select({ id: otherRide.id })
      .from(otherRide)
      .where(
        and(
          eq(otherRide.driver, driverId),
          eq(otherRide.status, 'assigned'),
          exceptRide === undefined ? undefined : ne(otherRide.id, exceptRide),
          lt(sql`abs(extract(epoch FROM ${otherRide.scheduledAt} - ${at}))`, DRIVER_BUSY_WINDOW_SECONDS),
        ),
      ),
  )

export type AssignOutcome =
  | 'assigned'
  | 'ride_not_found'
  | 'driver_not_found'
  | 'ride_not_assignable'
  | 'driver_wrong_zone'
  | 'driver_unavailable'

/**
 * Assigns a driver to a paid ride without a driver. The driver's row is locked first (FOR UPDATE), so
 * two assignments of one driver run one after the other and the second sees the first's ride; the
 * ride's own UPDATE is conditional on status paid and no driver, so two admins assigning one ride get
 * one success. The outcome says why nothing changed.
 */
export async function assignDriver(
  payload: Payload,
  assignment: { rideId: number; driverId: number; adminNotes?: string },
  now: Date,
): Promise<AssignOutcome> {
  const stamp = now.toISOString()
  return drizzleOf(payload).transaction(async (tx) => {
    const [found] = await tx
      .select({ area: drivers.area, isAvailable: drivers.isAvailable })
      .from(drivers)
      .where(eq(drivers.id, assignment.driverId))
      .for('update')
    const updated = await tx
      .update(rides)
      .set({
        driver: assignment.driverId,
        status: 'assigned',
        adminNotes: assignment.adminNotes /* undefined keeps them */,
        assignedAt: stamp,
        updatedAt: stamp,
      })
      .from(drivers)
      .where(
        and(
          eq(rides.id, assignment.rideId),
          eq(rides.status, 'paid'),
          isNull(rides.driver),
          eq(drivers.id, assignment.driverId),
          eq(drivers.isAvailable, true),
          sameArea(drivers.area, rides.area),
          not(busyAround(tx, drivers.id, rides.scheduledAt, rides.id)),
        ),
      )
      .returning({ id: rides.id })
    if (updated.length === 1) return 'assigned'
    const [ride] = await tx
      .select({ status: rides.status, driver: rides.driver, area: rides.area })
      .from(rides)
      .where(eq(rides.id, assignment.rideId))
    if (!ride) return 'ride_not_found'
    if (!found) return 'driver_not_found'
    if (ride.status !== 'paid' || ride.driver !== null) return 'ride_not_assignable'
    if (!found.area || found.area !== ride.area) return 'driver_wrong_zone'
    return 'driver_unavailable'
  })
}

/** Which moves an admin may make, from which statuses. */
export const ADMIN_RIDE_MOVES = {
  completed: ['assigned'],
  cancelled: ['pending_payment', 'paid', 'assigned'],
} as const

/**
 * Moves a ride to completed or cancelled if its status allows it; false when it does not (or no ride).
 * The console's cancel goes through cancelRide.ts instead, which refunds a paid ride first.
 */
export async function moveRide(
  payload: Payload,
  rideId: number,
  to: keyof typeof ADMIN_RIDE_MOVES,
  now: Date,
): Promise<boolean> {
  const moved = await drizzleOf(payload)
    .update(rides)
    .set({ status: to, updatedAt: now.toISOString() })
    .where(and(eq(rides.id, rideId), inArray(rides.status, [...ADMIN_RIDE_MOVES[to]])))
    .returning({ id: rides.id })
  return moved.length === 1
}

export type DriverAvailability = {
  id: number
  name: string
  license_plate: string
  zone: string
  area: string | null
  available: boolean
}

/**
 * On-duty drivers with whether they are free. For a ride, only the drivers of its area (city) are
 * listed, free when not assigned to another ride starting within two hours of it; without a ride,
 * every on-duty driver, free when not busy within two hours of `now`.
 */
export async function driversWithAvailability(
  payload: Payload,
  now: Date,
  rideId?: number,
): Promise<DriverAvailability[]> {
  const db = drizzleOf(payload)
  const [ride] = rideId
    ? await db.select({ at: rides.scheduledAt, area: rides.area }).from(rides).where(eq(rides.id, rideId))
    : [{ at: now.toISOString(), area: undefined }] // every area, busy around now
  // A ride's list holds its own area's drivers only: none when it has no area (or no such ride).
  if (!ride || ride.area === null) return []
  const rows = await db
    .select({
      id: drivers.id,
      name: drivers.name,
      license_plate: drivers.licensePlate,
      zone: drivers.zone,
      area: drivers.area,
      available: not(busyAround(db, drivers.id, sql`${ride.at}::timestamptz`, rideId)),
    })
    .from(drivers)
    .where(
      and(
        eq(drivers.isAvailable, true),
        ride.area === undefined ? undefined : sameArea(drivers.area, ride.area),
      ),
    )
    .orderBy(drivers.zone, drivers.name)
  return rows.map((row) => ({ ...row, available: row.available === true }))
}

/** Claims the right to send a ride's driver mail: true for exactly one caller, once assigned. */
export async function claimAssignmentMail(payload: Payload, rideId: number, now: Date): Promise<boolean> {
  const claimed = await drizzleOf(payload)
    .update(rides)
    .set({ assignmentMailSentAt: now.toISOString() })
    .where(and(eq(rides.id, rideId), eq(rides.status, 'assigned'), isNull(rides.assignmentMailSentAt)))
    .returning({ id: rides.id })
  return claimed.length === 1
}

/** Gives the claim back after the mail failed. */
export async function releaseAssignmentMail(payload: Payload, rideId: number): Promise<void> {
  await drizzleOf(payload).update(rides).set({ assignmentMailSentAt: null }).where(eq(rides.id, rideId))
}

export type TaxiStats = {
  total_rides: number
  paid: number
  available_drivers: number
  total_revenue: Record<string, number>
}

const PAID_RIDE: readonly string[] = ['paid', 'assigned', 'completed']
const ridesIn = (groups: { rides: number }[]) => groups.reduce((total, group) => total + group.rides, 0)

/**
 * The four cards of /admin/taxi. paid counts rides that were paid (paid, assigned or completed);
 * revenue sums them per currency (minor units), since dollars and francs do not add up.
 */
export async function taxiStats(payload: Payload, now: Date): Promise<TaxiStats> {
  const groups = await drizzleOf(payload)
    .select({ status: rides.status, currency: rides.currency, rides: count(), revenue: sum(rides.price) })
    .from(rides)
    .groupBy(rides.status, rides.currency)
  const paid = groups.filter((group) => PAID_RIDE.includes(group.status))
  const revenue: Record<string, number> = {}
  for (const group of paid) revenue[group.currency] = (revenue[group.currency] ?? 0) + Number(group.revenue)
  const drivers = await driversWithAvailability(payload, now)
  return {
    total_rides: ridesIn(groups),
    paid: ridesIn(paid),
    available_drivers: drivers.filter((driver) => driver.available).length,
    total_revenue: revenue,
  }
}

export type TravellerRide = {
  status: string
  scheduled_datetime: string
  meeting_name: string
  flight_number: string | null
  driver: {
    name: string
    license_plate: string
    phone: string | null
    whatsapp_url: string | null
    photo_url: string | null
  } | null
}

/**
 * The rides behind a traveller's own taxi bookings (ownership is the bookings'), with their driver,
 * by booking id (each ride points at the booking that paid for it).
 */
export async function ridesOfBookings(
  payload: Payload,
  bookingIds: number[],
): Promise<Map<number, TravellerRide>> {
  if (bookingIds.length === 0) return new Map()
  const rows = await drizzleOf(payload)
    .select({
      booking: rides.booking,
      status: rides.status,
      scheduled_at: rides.scheduledAt,
      meeting_name: rides.meetingName,
      customer_name: rides.customerName,
      flight_number: rides.flightNumber,
      name: drivers.name,
      license_plate: drivers.licensePlate,
      phone: drivers.phone,
      whatsapp: drivers.whatsapp,
      photo_url: media.url,
    })
    .from(rides)
    .leftJoin(drivers, eq(drivers.id, rides.driver))
    .leftJoin(media, eq(media.id, drivers.photo))
    .where(inArray(rides.booking, bookingIds))
  return new Map(
    rows.map((row) => [
      Number(row.booking),
      {
        status: row.status,
        scheduled_datetime: isoOf(row.scheduled_at),
        meeting_name: row.meeting_name || row.customer_name,
        flight_number: row.flight_number,
        driver:
          row.name && row.license_plate
            ? {
                name: row.name,
                license_plate: row.license_plate,
                phone: row.phone,
                whatsapp_url: whatsappLink(row.whatsapp || row.phone),
                photo_url: row.photo_url,
              }
            : null,
      },
    ]),
  )
}
