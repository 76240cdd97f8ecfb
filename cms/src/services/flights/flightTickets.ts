import { and, eq, inArray } from '@payloadcms/db-postgres/drizzle'
import { booking_flights, bookings, flight_tickets } from '../../payload-generated-schema'
import type { Transaction } from '../payments/bookings/bookingStore'

type Runner = Pick<Transaction, 'select' | 'insert' | 'update'>

/**
 * A flight booking was confirmed paid: it now waits for tickets (one `flight-tickets` row, state
 * 'waiting', issued at the desk unless an airline order takes it over). In the payment's
 * transaction, which holds the booking's row; the unique booking makes a retried or concurrent
 * confirmation a no-op. A booking of another kind, or a flight booking without an itinerary (a
 * package), gets nothing.
 */
export async function openFlightTicketing(tx: Runner, bookingId: number, now: Date): Promise<void> {
  const stamp = now.toISOString()
  const [flight] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(booking_flights, eq(booking_flights.booking, bookings.id))
    .where(and(eq(bookings.id, bookingId), eq(bookings.type, 'flight')))
  if (!flight) return
  await tx
    .insert(flight_tickets)
    .values({ booking: flight.id, state: 'waiting', source: 'desk', createdAt: stamp, updatedAt: stamp })
    .onConflictDoNothing({ target: flight_tickets.booking })
}

/** The traveller cancelled a flight booking (refunded under the 24-hour rule): its tickets are not to be issued. */
export async function cancelFlightTicketing(tx: Runner, bookingId: number, now: Date): Promise<void> {
  await tx
    .update(flight_tickets)
    .set({ state: 'cancelled', updatedAt: now.toISOString() })
    .where(and(eq(flight_tickets.booking, bookingId), inArray(flight_tickets.state, ['waiting', 'ordering'])))
}
