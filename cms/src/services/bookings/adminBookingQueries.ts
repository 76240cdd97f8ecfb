import {
  COLLECTION_SLUGS,
  type TAdminBookingList,
  type TAdminBookingListItem,
  type TAdminBookingListQuery,
  type TAdminBookingTravellers,
} from '@nexovia/content-schema'
import { sql } from 'drizzle-orm'
import type { Payload, TypedUser } from 'payload'
import { containsPattern, offsetPagination, queryRows, toCount, toIso, whereAll } from '../lib/sqlQueries'

type BookingRow = {
  id: number
  reference: string | null
  type: TAdminBookingListItem['type']
  status: TAdminBookingListItem['status']
  email: string
  item_name: string | null
  departure_date: string | null
  passengers: number | string | null
  amount: number | string
  currency: TAdminBookingListItem['currency']
  created_at: string
}

/**
 * One page of bookings, newest first: the search matches the reference, the email, a passenger's
 * name as in the passport or a ride's customer, in any case (trigram indexes, migration
 * 20261127_072236); from/to bound the day it was booked (UTC, both days included).
 */
export async function listBookings(
  payload: Payload,
  query: TAdminBookingListQuery,
): Promise<TAdminBookingList> {
  const pattern = query.search ? containsPattern(query.search) : undefined
  const where = whereAll([
    pattern &&
      sql`(reference::text ILIKE ${pattern} OR email::text ILIKE ${pattern} OR EXISTS (
        SELECT 1 FROM booking_travellers bt JOIN booking_travellers_travellers p ON p._parent_id = bt.id
        WHERE bt.booking_id = bookings.id AND (p.given_names::text || ' ' || p.surname::text) ILIKE ${pattern})
        OR EXISTS (SELECT 1 FROM rides r WHERE r.id = bookings.ride_id AND r.customer_name::text ILIKE ${pattern}))`,
    query.status && sql`status = ${query.status}`,
    query.from && sql`created_at >= ${query.from}::date`,
    query.to && sql`created_at < ${query.to}::date + 1`,
  ])
  const [rows, [counted]] = await Promise.all([
    queryRows<BookingRow>(
      payload,
      sql`SELECT id, reference, type, status, email, item_name, departure_date, passengers, amount, currency,
                 created_at
          FROM bookings ${where} ORDER BY created_at DESC, id DESC LIMIT ${query.limit} OFFSET ${query.skip}`,
    ),
    queryRows<{ total: string }>(payload, sql`SELECT count(*) AS total FROM bookings ${where}`),
  ])
  return {
    bookings: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      type: row.type,
      status: row.status,
      email: row.email,
      itemName: row.item_name,
      departureDate: toIso(row.departure_date),
      passengers: row.passengers === null ? null : Number(row.passengers),
      amount: Number(row.amount),
      currency: row.currency,
      createdAt: toIso(row.created_at)!,
    })),
    pagination: offsetPagination(toCount(counted?.total), query.skip, query.limit),
  }
}

const orNull = (value: string | null | undefined) => (value ? value : null)

/**
 * The passengers of a booking, read as the administrator through the Local API (the collection's
 * own access rule applies again); undefined when the booking does not exist.
 */
export async function bookingTravellers(
  payload: Payload,
  bookingId: number,
  admin: TypedUser,
): Promise<TAdminBookingTravellers | undefined> {
  const asAdmin = { overrideAccess: false, user: admin, depth: 0 } as const
  const { totalDocs } = await payload.count({
    collection: COLLECTION_SLUGS.bookings,
    where: { id: { equals: bookingId } },
    ...asAdmin,
  })
  if (totalDocs === 0) return undefined
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookingTravellers,
    where: { booking: { equals: bookingId } },
    limit: 1,
    pagination: false,
    ...asAdmin,
  })
  const stored = docs[0]
  return {
    bookingId,
    contactEmail: orNull(stored?.contactEmail),
    contactPhone: orNull(stored?.contactPhone),
    passengers: (stored?.travellers ?? []).map((traveller) => ({
      title: traveller.title,
      givenNames: traveller.givenNames,
      surname: traveller.surname,
      birthDate: orNull(traveller.birthDate),
      nationality: orNull(traveller.nationality),
      passportNumber: orNull(traveller.passportNumber),
      passportExpiry: orNull(traveller.passportExpiry),
    })),
  }
}
