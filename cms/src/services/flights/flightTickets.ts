import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Transaction } from '../payments/bookings/bookingStore'

type Runner = Pick<Transaction, 'execute'>

/**
 * A flight booking was confirmed paid: it now waits for tickets (one `flight-tickets` row, state
 * 'waiting', issued at the desk unless an airline order takes it over). In the payment's
 * transaction; the unique booking makes a retried or concurrent confirmation a no-op. A booking of
 * another kind, or a flight booking without an itinerary (a package), gets nothing.
 */
export async function openFlightTicketing(tx: Runner, bookingId: number, now: Date): Promise<void> {
  const stamp = now.toISOString()
  await tx.execute(sql`
    INSERT INTO flight_tickets (booking_id, state, source, created_at, updated_at)
    SELECT id, 'waiting', 'desk', ${stamp}, ${stamp} FROM bookings
    WHERE id = ${bookingId} AND type = 'flight' AND itinerary IS NOT NULL
    ON CONFLICT (booking_id) DO NOTHING`)
}

/** The traveller cancelled a flight booking (refunded under the 24-hour rule): its tickets are not to be issued. */
export async function cancelFlightTicketing(tx: Runner, bookingId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE flight_tickets SET state = 'cancelled', updated_at = ${now.toISOString()}
    WHERE booking_id = ${bookingId} AND state IN ('waiting', 'ordering')`)
}
