import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Transaction } from '../payments/bookings/bookingStore'

type Database = Pick<Transaction, 'execute'>

/**
 * A stay may be cancelled for a full refund until the deadline of the rate plan it was sold in, kept on
 * the booking at checkout (bookings.free_cancellation_until; empty for a non-refundable plan), so an
 * editor's later change to the plan does not change what was sold.
 */
export async function stayFreeCancellationUntil(db: Database, bookingId: number): Promise<Date | null> {
  const { rows } = await db.execute(sql`
    SELECT free_cancellation_until FROM bookings WHERE id = ${bookingId} AND type = 'hotel'`)
  const until = (rows as { free_cancellation_until: string | Date | null }[])[0]?.free_cancellation_until
  return until ? new Date(until) : null
}
