import { freeCancellationDeadline } from '@nexovia/content-schema'
import { and, eq, inArray } from '@payloadcms/db-postgres/drizzle'
import { rides } from '../../payload-generated-schema'
import type { Transaction } from '../payments/bookings/bookingStore'

type Database = Pick<Transaction, 'select'>

/** The rides a traveller may still cancel: paid, or assigned to a driver. */
const CANCELLABLE_RIDE = inArray(rides.status, ['paid', 'assigned'])

/** A ride may be cancelled for a full refund until 24 hours before its pickup. */
export async function rideFreeCancellationUntil(db: Database, bookingId: number): Promise<Date | null> {
  const [ride] = await db
    .select({ scheduledAt: rides.scheduledAt })
    .from(rides)
    .where(and(eq(rides.booking, bookingId), CANCELLABLE_RIDE))
  return ride ? freeCancellationDeadline(new Date(ride.scheduledAt), 'taxi') : null
}

/** The traveller cancelled: the ride is called off, and its driver is free again at once. */
export async function cancelRideOfBooking(tx: Transaction, bookingId: number, now: Date): Promise<void> {
  await tx
    .update(rides)
    .set({ status: 'cancelled', updatedAt: now.toISOString() })
    .where(and(eq(rides.booking, bookingId), CANCELLABLE_RIDE))
}
