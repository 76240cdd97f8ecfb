import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { LOCK_SPACES, withAdvisoryLock } from '../lib/advisoryLocks'
import { queryRows } from '../lib/sqlQueries'
import { SoldOut } from '../payments/bookingKinds'
import type { Transaction } from '../payments/bookings/bookingStore'
import type { BookingDraft } from '../payments/checkout/bookingDraft'
import { roomsTakenOnFullestNight, roomsTakenQuery, type TakenRow, takenByRoomType } from './roomAvailability'

const stayOf = (draft: Pick<BookingDraft, 'departureDate' | 'returnDate'>) => ({
  checkIn: String(draft.departureDate).slice(0, 10),
  checkOut: String(draft.returnDate).slice(0, 10),
})

type RoomCount = { rooms: number | string | null }

/** Rooms of a room type the hotel sells each night (0 when the type was removed). */
const roomsOfTypeQuery = (roomType: string) => sql`SELECT rooms FROM hotels_room_types WHERE id = ${roomType}`

/**
 * Stores a pending stay only while its room type has its rooms free on every night, holding the hotel's
 * advisory lock from the count to the insert (across every cms process), so two travellers never both
 * get the last room of a night: the second counts the first's pending stay. Throws SoldOut otherwise.
 */
export async function holdStayRooms<T>(
  req: PayloadRequest,
  draft: BookingDraft,
  store: (req: PayloadRequest) => Promise<T>,
  now: Date,
): Promise<T> {
  const { hotel, roomType, rooms = 1 } = draft
  if (!hotel || !roomType) return store(req)
  return withAdvisoryLock(req, LOCK_SPACES.hotelRooms, String(hotel), async () => {
    const [type] = await queryRows<RoomCount>(req.payload, roomsOfTypeQuery(roomType), req)
    const taken = await roomsTakenOnFullestNight(req.payload, {
      hotelIds: [hotel],
      stay: stayOf(draft),
      now,
      req,
    })
    if (Number(type?.rooms ?? 0) - (taken.get(roomType) ?? 0) < rooms) throw new SoldOut()
    return store(req)
  })
}

/**
 * A stay confirmed late (its session had expired, and another traveller took the room meanwhile) still
 * stands: the money was taken. Staff are told through the log to rehouse or refund. False then.
 */
export async function checkConfirmedStayFits(
  payload: Payload,
  tx: Transaction,
  bookingId: number,
  now: Date,
) {
  const { rows } = await tx.execute(sql`
    SELECT hotel_id, room_type, rooms, departure_date, return_date FROM bookings
    WHERE id = ${bookingId} AND type = 'hotel' AND room_type IS NOT NULL`)
  const stay = (rows as Record<string, unknown>[])[0]
  if (!stay) return true
  const hotelId = Number(stay.hotel_id)
  const roomType = String(stay.room_type)
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES.hotelRooms}, hashtext(${String(hotelId)}))`)
  const counted = await tx.execute(
    roomsTakenQuery({
      hotelIds: [hotelId],
      stay: stayOf({
        departureDate: new Date(String(stay.departure_date)).toISOString(),
        returnDate: new Date(String(stay.return_date)).toISOString(),
      }),
      now,
      exceptBookingId: bookingId,
    }),
  )
  const taken = takenByRoomType((counted as unknown as { rows: TakenRow[] }).rows).get(roomType) ?? 0
  const { rows: typeRows } = await tx.execute(roomsOfTypeQuery(roomType))
  const capacity = Number((typeRows as RoomCount[])[0]?.rooms ?? 0)
  if (capacity - taken >= Number(stay.rooms ?? 1)) return true
  payload.logger.error(`Booking ${bookingId}: paid for rooms of hotel ${hotelId} that are no longer free`)
  return false
}
