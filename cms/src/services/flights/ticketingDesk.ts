import {
  eTicketProblem,
  journeysOf,
  type TFlightSegment,
  type TFlightTicketing,
  type TTicketingDesk,
  type TTicketingDeskItem,
  type TTicketingDeskJourney,
} from '@nexovia/content-schema'
import { and, eq, inArray, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import {
  booking_flights,
  booking_travellers,
  booking_travellers_travellers,
  bookings,
  flight_tickets,
  flight_tickets_e_tickets,
} from '../../payload-generated-schema'
import { drizzleOf, isoOf } from '../lib/typedDatabase'
import { inTransaction } from '../payments/bookings/bookingStore'
import { addETickets } from './eTicketRows'
import { airportTimeZone, zoneOfOffset } from './offline/timeZones'
import type { StoredItinerary } from './storedItinerary'

type DeskRow = {
  booking_id: number
  reference: string
  paid_at: string
  itinerary: StoredItinerary
  state: TTicketingDeskItem['state']
  pnr: string | null
}

/** The desk shows at most this many bookings, the oldest: a day's backlog, many times over. */
const DESK_ROWS = 200

/** A journey's flights ("DL 1047 JFK → ACC") and its departure, with the zone the console writes it in. */
const deskJourney = (flights: TFlightSegment[]): TTicketingDeskJourney => ({
  flights: `${flights.map((flight) => flight.flight_number).join(' + ')} ${flights[0]!.from} → ${flights.at(-1)!.to}`,
  departs_at: flights[0]!.dep,
  time_zone: airportTimeZone(flights[0]!.from) ?? zoneOfOffset(flights[0]!.dep),
})

/** Passenger names as in their passports, in order, per booking. */
async function passengerNames(payload: Payload, bookingIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>()
  if (bookingIds.length === 0) return names
  const traveller = booking_travellers_travellers
  const rows = await drizzleOf(payload)
    .select({
      bookingId: booking_travellers.booking,
      givenNames: traveller.givenNames,
      surname: traveller.surname,
    })
    .from(traveller)
    .innerJoin(booking_travellers, eq(booking_travellers.id, traveller._parentID))
    .where(inArray(booking_travellers.booking, bookingIds))
    .orderBy(booking_travellers.booking, traveller._order)
  for (const row of rows)
    names.set(row.bookingId, [...(names.get(row.bookingId) ?? []), `${row.givenNames} ${row.surname}`])
  return names
}

async function eTicketsOf(payload: Payload, bookingId: number): Promise<string[]> {
  const rows = await drizzleOf(payload)
    .select({ number: flight_tickets_e_tickets.number })
    .from(flight_tickets_e_tickets)
    .innerJoin(flight_tickets, eq(flight_tickets.id, flight_tickets_e_tickets._parentID))
    .where(eq(flight_tickets.booking, bookingId))
    .orderBy(flight_tickets_e_tickets._order)
  return rows.map((row) => row.number)
}

const deskItem = (row: DeskRow, passengers: string[], eTickets: string[]): TTicketingDeskItem => {
  const first = row.itinerary.segments[0]!
  return {
    booking_id: row.booking_id,
    reference: row.reference,
    state: row.state,
    paid_at: isoOf(row.paid_at),
    carrier: first.carrier,
    carrier_name: first.carrier_name,
    journeys: journeysOf(row.itinerary).map(deskJourney),
    passengers,
    pnr: row.pnr,
    e_tickets: eTickets,
  }
}

/** The desk's rows (paid flight bookings with an itinerary) whose ticket meets the condition, oldest payment first. */
const deskRows = async (payload: Payload, condition: SQL): Promise<DeskRow[]> => {
  const rows = await drizzleOf(payload)
    .select({
      booking_id: bookings.id,
      reference: bookings.reference,
      paid_at: bookings.paidAt,
      itinerary: booking_flights.itinerary,
      state: flight_tickets.state,
      pnr: flight_tickets.pnr,
    })
    .from(flight_tickets)
    .innerJoin(bookings, eq(bookings.id, flight_tickets.booking))
    .innerJoin(booking_flights, eq(booking_flights.booking, bookings.id))
    .where(and(condition, eq(bookings.status, 'confirmed')))
    .orderBy(bookings.paidAt, bookings.id)
    .limit(DESK_ROWS)
  // A confirmed booking has its reference and its payment time; the itinerary is the stored offer's.
  return rows as DeskRow[]
}

/** The paid flight bookings waiting for tickets, oldest payment first, with their passengers' names. */
export async function listTicketingDesk(payload: Payload): Promise<TTicketingDesk> {
  const rows = await deskRows(payload, eq(flight_tickets.state, 'waiting'))
  const names = await passengerNames(
    payload,
    rows.map((row) => row.booking_id),
  )
  return { bookings: rows.map((row) => deskItem(row, names.get(row.booking_id) ?? [], [])) }
}

export type IssueOutcome =
  | { kind: 'not_found' }
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  | { kind: 'refused' }
  | { kind: 'issued'; item: TTicketingDeskItem; isNew: boolean }

/** Field errors of an entry for this booking: one e-ticket per passenger, each of the airline's prefix. */
function entryProblems(entry: TFlightTicketing, item: TTicketingDeskItem): Record<string, string> {
  if (entry.e_tickets.length !== Math.max(item.passengers.length, 1))
    return { e_tickets: 'validation.eTicketsCount' }
  return Object.fromEntries(
    entry.e_tickets.flatMap((number, index) => {
      const problem = eTicketProblem(number, item.carrier)
      return problem ? [[`e_tickets.${index}`, problem]] : []
    }),
  )
}

const sameTickets = (entry: TFlightTicketing, item: TTicketingDeskItem) =>
  entry.pnr === item.pnr && entry.e_tickets.join() === item.e_tickets.join()

/**
 * Staff enter a paid flight booking's PNR and e-tickets: the ticket becomes 'ticketed' once, under
 * its row's lock, so two staff saving together make one issue (the second gets 'refused' unless it
 * typed the same tickets, which is the same save: 'issued', not new, nothing mailed twice).
 */
export async function issueTickets(
  payload: Payload,
  issue: { bookingId: number; entry: TFlightTicketing; adminId: number | string; now: Date },
): Promise<IssueOutcome> {
  const [row] = await deskRows(payload, eq(flight_tickets.booking, issue.bookingId))
  if (!row) return { kind: 'not_found' }
  const names = (await passengerNames(payload, [row.booking_id])).get(row.booking_id) ?? []
  const fieldErrors = entryProblems(issue.entry, deskItem(row, names, []))
  if (Object.keys(fieldErrors).length) return { kind: 'invalid', fieldErrors }
  const stamp = issue.now.toISOString()
  const isNew = await inTransaction(payload, async (tx) => {
    const [ticket] = await tx
      .select({ id: flight_tickets.id })
      .from(flight_tickets)
      .where(and(eq(flight_tickets.booking, issue.bookingId), eq(flight_tickets.state, 'waiting')))
      .for('update')
    if (!ticket) return false
    await tx
      .update(flight_tickets)
      .set({
        state: 'ticketed',
        source: 'desk',
        pnr: issue.entry.pnr,
        ticketedAt: stamp,
        ticketedBy: Number(issue.adminId),
        updatedAt: stamp,
      })
      .where(eq(flight_tickets.id, ticket.id))
    await addETickets(
      tx,
      ticket.id,
      issue.entry.e_tickets.map((number, index) => ({ travellerName: names[index] ?? '', number })),
    )
    return true
  })
  const [after] = await deskRows(payload, eq(flight_tickets.booking, issue.bookingId))
  const item = deskItem(after!, names, await eTicketsOf(payload, issue.bookingId))
  if (isNew) return { kind: 'issued', item, isNew }
  return item.state === 'ticketed' && sameTickets(issue.entry, item)
    ? { kind: 'issued', item, isNew: false }
    : { kind: 'refused' }
}
