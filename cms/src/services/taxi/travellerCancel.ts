import { freeCancellationDeadline } from '@nexovia/content-schema'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Transaction } from '../payments/bookings/bookingStore'

type Database = Pick<Transaction, 'execute'>

/** A ride may be cancelled for a full refund until 24 hours before its pickup. */
export async function rideFreeCancellationUntil(db: Database, bookingId: number): Promise<Date | null> {
  const { rows } = await db.execute(sql`
    SELECT r.scheduled_at FROM bookings b JOIN rides r ON r.id = b.ride_id
    WHERE b.id = ${bookingId} AND r.status IN ('paid', 'assigned')`)
  const ride = (rows as { scheduled_at: string | Date }[])[0]
  return ride ? freeCancellationDeadline(new Date(ride.scheduled_at), 'taxi') : null
}

/** The traveller cancelled: the ride is called off, and its driver is free again at once. */
export async function cancelRideOfBooking(tx: Transaction, bookingId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE rides SET status = 'cancelled', updated_at = ${now.toISOString()}
    WHERE id = (SELECT ride_id FROM bookings WHERE id = ${bookingId}) AND status IN ('paid', 'assigned')`)
}
