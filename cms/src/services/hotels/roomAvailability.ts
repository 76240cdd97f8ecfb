import { type SQL, sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { queryRows } from '../lib/sqlQueries'

/** A stay's nights: from check-in day up to the day before check-out ("YYYY-MM-DD"). */
export type StayDates = { checkIn: string; checkOut: string }

/**
 * The stays that hold rooms at `now`: paid ones, and pending ones until their checkout session expires
 * (so expiry frees them at once, before the expiry job runs). Cancelled, refunded, failed and expired
 * stays hold nothing; a stay holds each night from check-in to the night before check-out, so its rooms
 * are free again the day it ends.
 */
const holdsRooms = (now: Date): SQL =>
  sql`s.room_type IS NOT NULL
    AND (b.status = 'confirmed' OR (b.status = 'pending' AND b.session_expires_at > ${now.toISOString()}))`

type TakenQuery = { hotelIds: number[]; stay: StayDates; now: Date; exceptBookingId?: number }
export type TakenRow = { room_type: string; taken: number | string }

/**
 * The query behind roomsTakenOnFullestNight, for a caller holding its own transaction (the payment
 * webhook). Kept as SQL: a night per row from generate_series, then the fullest night per room type, is
 * one readable statement; drizzle's builder has no set-returning functions or date arithmetic.
 */
export const roomsTakenQuery = ({ hotelIds, stay, now, exceptBookingId }: TakenQuery): SQL =>
  sql`SELECT room_type, max(taken) AS taken FROM (
        SELECT s.room_type, n.night, sum(s.rooms) AS taken
        FROM generate_series(${stay.checkIn}::date, ${stay.checkOut}::date - 1, interval '1 day') AS n(night)
        JOIN booking_stays s ON s.hotel_id IN (${sql.join(
          hotelIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        JOIN bookings b ON b.id = s.booking_id AND ${holdsRooms(now)}
          AND (b.departure_date AT TIME ZONE 'UTC')::date <= n.night
          AND (b.return_date AT TIME ZONE 'UTC')::date > n.night
          AND b.id <> ${exceptBookingId ?? 0}
        GROUP BY s.room_type, n.night) per_night
      GROUP BY room_type`

/**
 * The first night of the stay on which a room type has fewer than `rooms` rooms free out of
 * `capacity`, or null (the same count as roomsTakenQuery, night by night, for one room type).
 */
export async function firstNightShort(
  payload: Payload,
  options: { hotelId: number; roomType: string; stay: StayDates; now: Date; rooms: number; capacity: number },
  req?: PayloadRequest,
): Promise<string | null> {
  const { hotelId, roomType, stay, now, rooms, capacity } = options
  const [row] = await queryRows<{ night: string }>(
    payload,
    sql`SELECT to_char(n.night, 'YYYY-MM-DD') AS night
        FROM generate_series(${stay.checkIn}::date, ${stay.checkOut}::date - 1, interval '1 day') AS n(night)
        LEFT JOIN (booking_stays s JOIN bookings b ON b.id = s.booking_id AND ${holdsRooms(now)})
          ON s.hotel_id = ${hotelId} AND s.room_type = ${roomType}
          AND (b.departure_date AT TIME ZONE 'UTC')::date <= n.night
          AND (b.return_date AT TIME ZONE 'UTC')::date > n.night
        GROUP BY n.night
        HAVING ${capacity} - coalesce(sum(s.rooms), 0) < ${rooms}
        ORDER BY n.night
        LIMIT 1`,
    req,
  )
  return row?.night ?? null
}

/** Rooms taken per room type, from the query's rows. */
export const takenByRoomType = (rows: TakenRow[]): Map<string, number> =>
  new Map(rows.map((row) => [row.room_type, Number(row.taken)]))

/**
 * Rooms taken on the fullest night of the stay, per room type (the hotel's array row id) of these
 * hotels; a type missing from the answer has none taken. One query over the stays overlapping it.
 */
export async function roomsTakenOnFullestNight(
  payload: Payload,
  options: TakenQuery & { req?: PayloadRequest },
): Promise<Map<string, number>> {
  if (options.hotelIds.length === 0) return new Map()
  return takenByRoomType(await queryRows<TakenRow>(payload, roomsTakenQuery(options), options.req))
}
