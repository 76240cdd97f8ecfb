import { flightFreeCancellationUntil, journeysOf, type TFlightSegment } from '@nexovia/content-schema'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Transaction } from '../payments/bookings/bookingStore'

type Database = Pick<Transaction, 'execute'>

type StoredFlights = {
  segments: TFlightSegment[]
  return_segments: TFlightSegment[]
  legs?: TFlightSegment[][]
}

/**
 * A flight booking's free cancellation: the US 24-hour rule from its payment (content-schema
 * flight-24-hour-rule.ts), for the trip it holds; null for a package, when the rule does not apply, or
 * while a Duffel order is made or once it is issued (it is cancelled with the airline, at its quote).
 */
export async function flightFreeCancellationUntilOf(db: Database, bookingId: number): Promise<Date | null> {
  const { rows } = await db.execute(sql`
    SELECT paid_at, itinerary FROM bookings WHERE id = ${bookingId} AND type = 'flight'
      AND NOT EXISTS (SELECT 1 FROM flight_tickets WHERE flight_tickets.booking_id = bookings.id
        AND flight_tickets.source = 'duffel' AND flight_tickets.state IN ('ordering', 'ticketed'))`)
  const booking = (rows as { paid_at: string | Date | null; itinerary: StoredFlights | null }[])[0]
  const flights = booking?.itinerary ? journeysOf(booking.itinerary).flat() : []
  if (!booking?.paid_at || flights.length === 0) return null
  return flightFreeCancellationUntil({
    bookedAt: new Date(booking.paid_at),
    departsAt: new Date(flights[0]!.dep),
    flights,
  })
}
