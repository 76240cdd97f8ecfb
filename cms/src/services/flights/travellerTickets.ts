import {
  checkInUrlOf,
  DEFAULT_TICKETING_HOURS,
  GLOBAL_SLUGS,
  type Locale,
  type TFareFacts,
  type TTravellerTickets,
  translate,
} from '@nexovia/content-schema'
import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { flight_tickets, flight_tickets_e_tickets } from '../../payload-generated-schema'
import type { Booking } from '../../payload-types'
import { drizzleOf } from '../lib/typedDatabase'
import { calendarText } from '../mail/calendarFile'
import { flightLegEvents } from './flightCalendar'
import { flightRecordOf } from './flightRecord'

/** Hours ticketing usually takes, as the site settings say (what travellers are told). */
export async function ticketingHours(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({ slug: GLOBAL_SLUGS.siteSettings, depth: 0 })
  return settings.ticketingHours ?? DEFAULT_TICKETING_HOURS
}

/** The fare's change and refund conditions, in the page's language. */
const fareLines = (fare: TFareFacts | undefined, locale: Locale): string[] =>
  fare
    ? [
        translate(locale, `flights.fare.change.${fare.change}`),
        translate(locale, `flights.fare.refund.${fare.refund}`),
      ]
    : []

/**
 * A paid flight booking's tickets for whoever holds its reference and address: null for another
 * kind of booking, or a flight never paid (no ticketing record). The e-tickets and the PNR are the
 * booking's own; the check-in page is the validating (first) airline's.
 */
export async function travellerTickets(
  payload: Payload,
  booking: Booking,
  locale: Locale,
): Promise<TTravellerTickets | null> {
  if (booking.type !== 'flight') return null
  const itinerary = (await flightRecordOf(payload, booking.id))?.itinerary
  if (!itinerary?.segments?.length) return null
  const db = drizzleOf(payload)
  const [ticket] = await db
    .select({ id: flight_tickets.id, state: flight_tickets.state, pnr: flight_tickets.pnr })
    .from(flight_tickets)
    .where(eq(flight_tickets.booking, booking.id))
  if (!ticket) return null
  const eTickets = await db
    .select({ name: flight_tickets_e_tickets.travellerName, number: flight_tickets_e_tickets.number })
    .from(flight_tickets_e_tickets)
    .where(eq(flight_tickets_e_tickets._parentID, ticket.id))
    .orderBy(flight_tickets_e_tickets._order)
  const first = itinerary.segments[0]!
  const checkIn = checkInUrlOf(first.carrier)
  const isTicketed = ticket.state === 'ticketed'
  return {
    state: ticket.state,
    hours: await ticketingHours(payload),
    pnr: isTicketed ? ticket.pnr : null,
    e_tickets: isTicketed ? eTickets : [],
    check_in: checkIn ? { airline: first.carrier_name, url: checkIn } : null,
    fare: fareLines(itinerary.fare, locale),
    calendar: calendarText(
      flightLegEvents(itinerary, {
        reference: booking.reference ?? '',
        locale,
        pnr: isTicketed ? ticket.pnr : null,
      }),
    ),
  }
}
