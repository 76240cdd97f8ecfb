import {
  COLLECTION_SLUGS,
  type TAdminBookingList,
  type TAdminBookingListQuery,
  type TAdminBookingTravellers,
} from '@nexovia/content-schema'
import { and, desc, eq, exists, gte, ilike, lt, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, TypedUser } from 'payload'
import {
  booking_flights,
  booking_packages,
  booking_travellers,
  booking_travellers_travellers,
  bookings,
  rides,
} from '../../payload-generated-schema'
import { asText, consoleListPage } from '../lib/consoleListPage'
import { containsPattern, drizzleOf, isoOf, isoOrNull } from '../lib/typedDatabase'
import { itemNamesInLocale } from './itemNamesInLocale'

/** The search: the reference, the email, a passenger's name as in the passport or a ride's customer. */
function bookingSearch(db: ReturnType<typeof drizzleOf>, search: string) {
  const pattern = containsPattern(search)
  const passenger = booking_travellers_travellers
  return or(
    ilike(asText(bookings.reference), pattern),
    ilike(asText(bookings.email), pattern),
    exists(
      db
        .select({ id: booking_travellers.id })
        .from(booking_travellers)
        .innerJoin(passenger, eq(passenger._parentID, booking_travellers.id))
        .where(
          and(
            eq(booking_travellers.booking, bookings.id),
            ilike(sql`${asText(passenger.givenNames)} || ' ' || ${asText(passenger.surname)}`, pattern),
          ),
        ),
    ),
    exists(
      db
        .select({ id: rides.id })
        .from(rides)
        .where(and(eq(rides.booking, bookings.id), ilike(asText(rides.customerName), pattern))),
    ),
  )
}

/**
 * One page of bookings, newest first: the search matches the reference, the email, a passenger's
 * name as in the passport or a ride's customer, in any case (trigram indexes, migration
 * 20261127_073239); from/to bound the day it was booked (UTC, both days included). Items are named
 * in the console's language (itemNamesInLocale.ts), not the traveller's.
 */
export async function listBookings(
  payload: Payload,
  query: TAdminBookingListQuery,
): Promise<TAdminBookingList> {
  const db = drizzleOf(payload)
  const { rows, pagination } = await consoleListPage(payload, {
    select: () =>
      db
        .select({
          id: bookings.id,
          reference: bookings.reference,
          type: bookings.type,
          status: bookings.status,
          email: bookings.email,
          itemName: bookings.itemName,
          locale: bookings.locale,
          departureDate: bookings.departureDate,
          // A flight's or a package's passengers are its own (booking-flights, booking-packages); a ride's the booking's.
          passengers: sql<
            number | null
          >`coalesce(${booking_flights.passengers}, ${booking_packages.passengers}, ${bookings.passengers})`.mapWith(
            Number,
          ),
          amount: bookings.amount,
          currency: bookings.currency,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .leftJoin(booking_flights, eq(booking_flights.booking, bookings.id))
        .leftJoin(booking_packages, eq(booking_packages.booking, bookings.id))
        .$dynamic(),
    counted: bookings,
    where: and(
      query.search ? bookingSearch(db, query.search) : undefined,
      query.status ? eq(bookings.status, query.status) : undefined,
      query.from ? gte(bookings.createdAt, sql`${query.from}::date`) : undefined,
      query.to ? lt(bookings.createdAt, sql`${query.to}::date + 1`) : undefined,
    ),
    orderBy: [desc(bookings.createdAt), desc(bookings.id)],
    page: query,
  })
  const named = await itemNamesInLocale(payload, rows, query.locale)
  return {
    bookings: named.map(({ locale: _travellerLocale, ...row }) => ({
      ...row,
      departureDate: isoOrNull(row.departureDate),
      createdAt: isoOf(row.createdAt),
    })),
    pagination,
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
