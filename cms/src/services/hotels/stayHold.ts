import { and, eq, isNotNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { booking_stays, bookings, hotels_room_types } from '../../payload-generated-schema'
import { LOCK_SPACES, withAdvisoryLock } from '../lib/advisoryLocks'
import { type Drizzle, drizzleIn } from '../lib/typedDatabase'
import { SoldOut } from '../payments/bookingKinds'
import type { Transaction } from '../payments/bookings/bookingStore'
import type { BookingDraft } from '../payments/checkout/bookingDraft'
import {
  firstNightShort,
  roomsTakenOnFullestNight,
  roomsTakenQuery,
  type TakenRow,
  takenByRoomType,
} from './roomAvailability'
import { storeStayRecord } from './stayRecord'

const stayOf = (draft: Pick<BookingDraft, 'departureDate' | 'returnDate'>) => ({
  checkIn: String(draft.departureDate).slice(0, 10),
  checkOut: String(draft.returnDate).slice(0, 10),
})

/** Rooms of a room type the hotel sells each night (0 when the type was removed). */
async function roomsOfType(db: Pick<Drizzle, 'select'>, roomType: string): Promise<number> {
  const [type] = await db
    .select({ rooms: hotels_room_types.rooms })
    .from(hotels_room_types)
    .where(eq(hotels_room_types.id, roomType))
  return type?.rooms ?? 0
}

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
  const { hotel, roomType, rooms = 1 } = draft.stay ?? {}
  if (!hotel || !roomType) return store(req)
  return withAdvisoryLock(req, LOCK_SPACES.hotelRooms, String(hotel), async () => {
    const capacity = await roomsOfType(drizzleIn(req.payload, req), roomType)
    const taken = await roomsTakenOnFullestNight(req.payload, {
      hotelIds: [hotel],
      stay: stayOf(draft),
      now,
      req,
    })
    if (capacity - (taken.get(roomType) ?? 0) < rooms) {
      const stay = stayOf(draft)
      const night = await firstNightShort(
        req.payload,
        { hotelId: Number(hotel), roomType, stay, now, rooms, capacity },
        req,
      )
      throw new SoldOut({ night: night ?? stay.checkIn, rooms })
    }
    // The stay's record is what the next count reads: it is written inside the lock, with the booking.
    const booking = await store(req)
    await storeStayRecord(req, (booking as { id: number }).id, draft)
    return booking
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
  const [stay] = await tx
    .select({
      hotelId: booking_stays.hotel,
      roomType: booking_stays.roomType,
      rooms: booking_stays.rooms,
      departureDate: bookings.departureDate,
      returnDate: bookings.returnDate,
    })
    .from(booking_stays)
    .innerJoin(bookings, eq(bookings.id, booking_stays.booking))
    .where(
      and(
        eq(booking_stays.booking, bookingId),
        isNotNull(booking_stays.hotel),
        isNotNull(booking_stays.roomType),
      ),
    )
  if (!stay) return true
  const hotelId = Number(stay.hotelId)
  const roomType = String(stay.roomType)
  // The hotel's advisory lock, as holdStayRooms takes it (a lock is SQL, not a query the builder says).
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES.hotelRooms}, hashtext(${String(hotelId)}))`)
  const counted = await tx.execute(
    roomsTakenQuery({
      hotelIds: [hotelId],
      stay: stayOf({
        departureDate: new Date(String(stay.departureDate)).toISOString(),
        returnDate: new Date(String(stay.returnDate)).toISOString(),
      }),
      now,
      exceptBookingId: bookingId,
    }),
  )
  const taken = takenByRoomType((counted as unknown as { rows: TakenRow[] }).rows).get(roomType) ?? 0
  const capacity = await roomsOfType(tx, roomType)
  if (capacity - taken >= Number(stay.rooms ?? 1)) return true
  payload.logger.error(`Booking ${bookingId}: paid for rooms of hotel ${hotelId} that are no longer free`)
  return false
}
