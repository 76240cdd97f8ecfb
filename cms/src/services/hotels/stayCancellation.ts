import { and, eq } from '@payloadcms/db-postgres/drizzle'
import { bookings } from '../../payload-generated-schema'
import type { Transaction } from '../payments/bookings/bookingStore'

type Database = Pick<Transaction, 'select'>

/**
 * A stay may be cancelled for a full refund until the deadline of the rate plan it was sold in, kept on
 * the booking at checkout (bookings.free_cancellation_until; empty for a non-refundable plan), so an
 * editor's later change to the plan does not change what was sold.
 */
export async function stayFreeCancellationUntil(db: Database, bookingId: number): Promise<Date | null> {
  const [stay] = await db
    .select({ until: bookings.freeCancellationUntil })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.type, 'hotel')))
  return stay?.until ? new Date(stay.until) : null
}
