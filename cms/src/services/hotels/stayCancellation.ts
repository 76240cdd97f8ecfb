import { eq } from '@payloadcms/db-postgres/drizzle'
import { booking_stays } from '../../payload-generated-schema'
import type { Transaction } from '../payments/bookings/bookingStore'

type Database = Pick<Transaction, 'select'>

/**
 * A stay may be cancelled for a full refund until the deadline of the rate plan it was sold in, kept on
 * the stay at checkout (booking_stays.free_cancellation_until; empty for a non-refundable plan), so an
 * editor's later change to the plan does not change what was sold.
 */
export async function stayFreeCancellationUntil(db: Database, bookingId: number): Promise<Date | null> {
  const [stay] = await db
    .select({ until: booking_stays.freeCancellationUntil })
    .from(booking_stays)
    .where(eq(booking_stays.booking, bookingId))
  return stay?.until ? new Date(stay.until) : null
}
