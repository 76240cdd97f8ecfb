import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { Transaction } from '../payments/bookingStore'

/**
 * Takes a paid hotel stay's rooms off the hotel's availability, in the payment's transaction and only
 * while enough are left (no-op for other bookings). False when the rooms went meanwhile: the payment
 * still stands (money was taken) and staff are told through the log to rehouse or refund. A stay
 * whose rooms are already held (its mark, bookings.rooms_held) is not held twice.
 */
export async function holdPaidRooms(payload: Payload, tx: Transaction, bookingId: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    SELECT b.hotel_id, b.rooms, h.rooms_available
    FROM bookings b JOIN hotels h ON h.id = b.hotel_id
    WHERE b.id = ${bookingId} AND b.type = 'hotel' AND coalesce(b.rooms_held, 0) = 0
    FOR UPDATE OF b, h`)
  const stay = (
    rows as { hotel_id: number; rooms: number | string | null; rooms_available: number | string | null }[]
  )[0]
  if (!stay) return true
  const rooms = Number(stay.rooms ?? 1)
  if (Number(stay.rooms_available ?? 0) < rooms) {
    payload.logger.error(
      `Booking ${bookingId}: paid for ${rooms} rooms of hotel ${stay.hotel_id}, fewer are left`,
    )
    return false
  }
  await tx.execute(
    sql`UPDATE hotels SET rooms_available = rooms_available - ${rooms} WHERE id = ${stay.hotel_id}`,
  )
  // The mark a cancellation reads: only rooms really taken are ever given back.
  await tx.execute(sql`UPDATE bookings SET rooms_held = ${rooms} WHERE id = ${bookingId}`)
  return true
}
