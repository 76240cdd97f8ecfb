import { and, desc, eq, lt } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { bookings, payment_events } from '../../../payload-generated-schema'
import { drizzleOf } from '../../lib/typedDatabase'
import type { Transaction } from './bookingStore'

/**
 * What payments reads and writes of the payment events table, as typed queries on the schema Payload
 * generates: an event id is recorded with INSERT … ON CONFLICT DO NOTHING (never read-then-write), so
 * a redelivery changes nothing; a booking's mobile-money attempts are events of their own type.
 */

/** Records an event id once; false when it was already recorded (a redelivery). */
export async function recordEventOnce(
  tx: Transaction,
  event: { id: string; type: string; bookingId: number | null },
  now: Date,
): Promise<boolean> {
  const stamp = now.toISOString()
  const inserted = await tx
    .insert(payment_events)
    .values({
      eventId: event.id,
      type: event.type,
      booking: event.bookingId,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .onConflictDoNothing({ target: payment_events.eventId })
    .returning({ id: payment_events.id })
  return inserted.length === 1
}

/** The id of the booking's latest event of this type (its latest charge attempt, say), if it has one. */
export async function latestEventOfType(
  tx: Transaction,
  bookingId: number,
  type: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ eventId: payment_events.eventId })
    .from(payment_events)
    .where(and(eq(payment_events.booking, bookingId), eq(payment_events.type, type)))
    .orderBy(desc(payment_events.id))
    .limit(1)
  return row?.eventId
}

/** Every event of this type of the pending bookings whose session expired before `now`, oldest first. */
export async function eventsOfOverdueBookings(
  payload: Payload,
  type: string,
  now: Date,
): Promise<{ bookingId: number; provider: string | null; eventId: string }[]> {
  return drizzleOf(payload)
    .select({
      bookingId: bookings.id,
      provider: bookings.checkoutProvider,
      eventId: payment_events.eventId,
    })
    .from(bookings)
    .innerJoin(payment_events, and(eq(payment_events.booking, bookings.id), eq(payment_events.type, type)))
    .where(and(eq(bookings.status, 'pending'), lt(bookings.sessionExpiresAt, now.toISOString())))
    .orderBy(payment_events.id)
}
