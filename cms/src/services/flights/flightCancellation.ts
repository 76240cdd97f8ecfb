import { flightFreeCancellationUntil, journeysOf } from '@nexovia/content-schema'
import { and, eq, exists, inArray, not } from '@payloadcms/db-postgres/drizzle'
import { booking_flights, bookings, flight_tickets } from '../../payload-generated-schema'
import type { Transaction } from '../payments/bookings/bookingStore'
import type { StoredItinerary } from './storedItinerary'

type Database = Pick<Transaction, 'select'>

/**
 * A flight booking's free cancellation: the US 24-hour rule from its payment (content-schema
 * flight-24-hour-rule.ts), for the trip it holds; null for a package, when the rule does not apply, or
 * while a Duffel order is made or once it is issued (it is cancelled with the airline, at its quote).
 */
export async function flightFreeCancellationUntilOf(db: Database, bookingId: number): Promise<Date | null> {
  const airlineOrder = db
    .select({ id: flight_tickets.id })
    .from(flight_tickets)
    .where(
      and(
        eq(flight_tickets.booking, bookings.id),
        eq(flight_tickets.source, 'duffel'),
        inArray(flight_tickets.state, ['ordering', 'ticketed']),
      ),
    )
  const [booking] = (await db
    .select({ paid_at: bookings.paidAt, itinerary: booking_flights.itinerary })
    .from(bookings)
    .innerJoin(booking_flights, eq(booking_flights.booking, bookings.id))
    .where(and(eq(bookings.id, bookingId), eq(bookings.type, 'flight'), not(exists(airlineOrder))))) as {
    paid_at: string | null
    itinerary: StoredItinerary | null
  }[]
  const flights = booking?.itinerary ? journeysOf(booking.itinerary).flat() : []
  if (!booking?.paid_at || flights.length === 0) return null
  return flightFreeCancellationUntil({
    bookedAt: new Date(booking.paid_at),
    departsAt: new Date(flights[0]!.dep),
    flights,
  })
}
