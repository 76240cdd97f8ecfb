import { freeCancellationDeadline } from '@nexovia/content-schema'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Transaction } from '../payments/bookingStore'

type Database = Pick<Transaction, 'execute'>

/** A stay at a hotel with free cancellation may be cancelled for a full refund until 48 hours before check-in. */
export async function stayFreeCancellationUntil(db: Database, bookingId: number): Promise<Date | null> {
  const { rows } = await db.execute(sql`
    SELECT b.departure_date, h.free_cancellation FROM bookings b JOIN hotels h ON h.id = b.hotel_id
    WHERE b.id = ${bookingId}`)
  const stay = (rows as { departure_date: string | Date | null; free_cancellation: boolean | null }[])[0]
  if (!stay?.free_cancellation || !stay.departure_date) return null
  return freeCancellationDeadline(new Date(stay.departure_date), 'hotel')
}

/**
 * The traveller cancelled: the rooms the stay held are offered again, and its mark cleared in the same
 * statement, so a stay whose rooms were never held (the hold found too few) returns none, and a second
 * call returns nothing more.
 */
export async function releaseStayRooms(tx: Transaction, bookingId: number): Promise<void> {
  await tx.execute(sql`
    WITH released AS (
      UPDATE bookings b SET rooms_held = 0 FROM bookings held
      WHERE held.id = b.id AND b.id = ${bookingId} AND b.type = 'hotel' AND b.rooms_held > 0
      RETURNING b.hotel_id, held.rooms_held AS rooms)
    UPDATE hotels h SET rooms_available = h.rooms_available + released.rooms
    FROM released WHERE h.id = released.hotel_id`)
}
