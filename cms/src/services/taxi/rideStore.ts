import { whatsappLink } from '@nexovia/content-schema'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { Transaction } from '../payments/bookings/bookingStore'

/**
 * Conditional writes on rides, in SQL: every state change is one UPDATE … WHERE status … so that two
 * admins (or two webhook deliveries) racing each other cannot both apply it. Never read-then-write.
 */
const drizzleOf = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle

type Runner = Pick<Transaction, 'execute'>

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
  await tx.execute(sql`
    UPDATE rides SET status = 'paid', paid_at = ${stamp}, updated_at = ${stamp}
    WHERE status IN ('pending_payment', 'cancelled')
      AND id = (SELECT ride_id FROM bookings WHERE id = ${bookingId})`)
}

/** Quotes are kept a day past their expiry (to answer "expired" rather than "unknown"), then deleted. */
export async function purgeExpiredQuotes(tx: Runner, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString()
  await tx.execute(sql`DELETE FROM taxi_quotes WHERE expires_at < ${before}`)
}

/** The checkouts of these bookings expired or failed: their unpaid rides are cancelled. */
export async function cancelUnpaidRides(tx: Runner, bookingIds: number[], now: Date): Promise<void> {
  if (bookingIds.length === 0) return
  const ids = sql.join(
    bookingIds.map((id) => sql`${id}`),
    sql`, `,
  )
  await tx.execute(sql`
    UPDATE rides SET status = 'cancelled', updated_at = ${now.toISOString()}
    WHERE status = 'pending_payment' AND id IN (SELECT ride_id FROM bookings WHERE id IN (${ids}))`)
}

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
    const driver = await tx.execute(sql`
      SELECT id, area, is_available FROM drivers WHERE id = ${assignment.driverId} FOR UPDATE`)
    const updated = await tx.execute(sql`
      UPDATE rides AS r SET driver_id = ${assignment.driverId}, status = 'assigned',
        admin_notes = COALESCE(${assignment.adminNotes ?? null}, r.admin_notes),
        assigned_at = ${stamp}, updated_at = ${stamp}
      FROM drivers AS d
      WHERE r.id = ${assignment.rideId} AND r.status = 'paid' AND r.driver_id IS NULL
        AND d.id = ${assignment.driverId} AND d.is_available AND d.area::text = r.area::text
        AND NOT EXISTS (
          SELECT 1 FROM rides AS other
          WHERE other.driver_id = d.id AND other.status = 'assigned' AND other.id <> r.id
            AND abs(extract(epoch FROM other.scheduled_at - r.scheduled_at)) < ${DRIVER_BUSY_WINDOW_SECONDS})
      RETURNING r.id`)
    if (updated.rows.length === 1) return 'assigned'
    const [ride] = (
      await tx.execute(sql`SELECT status, driver_id, area FROM rides WHERE id = ${assignment.rideId}`)
    ).rows as { status: string; driver_id: number | null; area: string | null }[]
    const [found] = driver.rows as { area: string | null; is_available: boolean }[]
    if (!ride) return 'ride_not_found'
    if (!found) return 'driver_not_found'
    if (ride.status !== 'paid' || ride.driver_id !== null) return 'ride_not_assignable'
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
  const from = sql.join(
    ADMIN_RIDE_MOVES[to].map((status) => sql`${status}`),
    sql`, `,
  )
  const result = await drizzleOf(payload).execute(sql`
    UPDATE rides SET status = ${to}, updated_at = ${now.toISOString()}
    WHERE id = ${rideId} AND status IN (${from}) RETURNING id`)
  return result.rows.length === 1
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
  const around = rideId
    ? sql`(SELECT scheduled_at FROM rides WHERE id = ${rideId})`
    : sql`${now.toISOString()}::timestamptz`
  const inArea = rideId ? sql`AND d.area::text = (SELECT area::text FROM rides WHERE id = ${rideId})` : sql``
  const result = await drizzleOf(payload).execute(sql`
    SELECT d.id, d.name, d.license_plate, d.zone, d.area,
      (NOT EXISTS (
        SELECT 1 FROM rides AS other
        WHERE other.driver_id = d.id AND other.status = 'assigned'
          ${rideId ? sql`AND other.id <> ${rideId}` : sql``}
          AND abs(extract(epoch FROM other.scheduled_at - ${around})) < ${DRIVER_BUSY_WINDOW_SECONDS}
      )) AS available
    FROM drivers AS d WHERE d.is_available ${inArea} ORDER BY d.zone, d.name`)
  return (result.rows as DriverAvailability[]).map((row) => ({ ...row, available: row.available === true }))
}

/** Claims the right to send a ride's driver mail: true for exactly one caller, once assigned. */
export async function claimAssignmentMail(payload: Payload, rideId: number, now: Date): Promise<boolean> {
  const result = await drizzleOf(payload).execute(sql`
    UPDATE rides SET assignment_mail_sent_at = ${now.toISOString()}
    WHERE id = ${rideId} AND status = 'assigned' AND assignment_mail_sent_at IS NULL RETURNING id`)
  return result.rows.length === 1
}

/** Gives the claim back after the mail failed. */
export async function releaseAssignmentMail(payload: Payload, rideId: number): Promise<void> {
  await drizzleOf(payload).execute(sql`UPDATE rides SET assignment_mail_sent_at = NULL WHERE id = ${rideId}`)
}

export type TaxiStats = {
  total_rides: number
  paid: number
  available_drivers: number
  total_revenue: Record<string, number>
}

/**
 * The four cards of /admin/taxi. paid counts rides that were paid (paid, assigned or completed);
 * revenue sums them per currency (minor units), since dollars and francs do not add up.
 */
export async function taxiStats(payload: Payload, now: Date): Promise<TaxiStats> {
  const db = drizzleOf(payload)
  const [counts] = (
    await db.execute(sql`
      SELECT count(*)::int AS total_rides,
        count(*) FILTER (WHERE status IN ('paid', 'assigned', 'completed'))::int AS paid
      FROM rides`)
  ).rows as { total_rides: number; paid: number }[]
  const revenue = (
    await db.execute(sql`
      SELECT currency::text AS currency, sum(price)::bigint AS total FROM rides
      WHERE status IN ('paid', 'assigned', 'completed') GROUP BY currency`)
  ).rows as { currency: string; total: string }[]
  const drivers = await driversWithAvailability(payload, now)
  return {
    total_rides: counts?.total_rides ?? 0,
    paid: counts?.paid ?? 0,
    available_drivers: drivers.filter((driver) => driver.available).length,
    total_revenue: Object.fromEntries(revenue.map((row) => [row.currency, Number(row.total)])),
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

/** The rides behind a traveller's own taxi bookings (ownership is the bookings'), with their driver. */
export async function ridesOfBookings(
  payload: Payload,
  rideIds: number[],
): Promise<Map<number, TravellerRide>> {
  if (rideIds.length === 0) return new Map()
  const ids = sql.join(
    rideIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const result = await drizzleOf(payload).execute(sql`
    SELECT r.id, r.status, r.scheduled_at, r.meeting_name, r.customer_name, r.flight_number,
      d.name, d.license_plate, d.phone, d.whatsapp, m.url AS photo_url
    FROM rides r LEFT JOIN drivers d ON d.id = r.driver_id LEFT JOIN media m ON m.id = d.photo_id
    WHERE r.id IN (${ids})`)
  const rows = result.rows as {
    id: number
    status: string
    scheduled_at: string | Date
    meeting_name: string | null
    customer_name: string
    flight_number: string | null
    name: string | null
    license_plate: string | null
    phone: string | null
    whatsapp: string | null
    photo_url: string | null
  }[]
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        status: row.status,
        scheduled_datetime: new Date(row.scheduled_at).toISOString(),
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
