import {
  eTicketProblem,
  journeysOf,
  type TFlightSegment,
  type TFlightTicketing,
  type TTicketingDesk,
  type TTicketingDeskItem,
} from '@nexovia/content-schema'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { queryRows } from '../lib/sqlQueries'
import { inTransaction } from '../payments/bookings/bookingStore'

type StoredFlights = {
  segments: TFlightSegment[]
  return_segments: TFlightSegment[]
  legs?: TFlightSegment[][]
}

type DeskRow = {
  booking_id: number
  reference: string
  paid_at: string | Date
  itinerary: StoredFlights
  state: TTicketingDeskItem['state']
  pnr: string | null
}

/** The desk shows at most this many bookings, the oldest: a day's backlog, many times over. */
const DESK_ROWS = 200

const iso = (value: string | Date) => new Date(value).toISOString()

/** "DL 1047 JFK → ACC, 2026-12-27 22:10": a journey's flights and its departure on the airport's clock. */
const journeyLine = (flights: TFlightSegment[]) =>
  `${flights.map((flight) => flight.flight_number).join(' + ')} ${flights[0]!.from} → ${flights.at(-1)!.to}, ${flights[0]!.dep.slice(0, 16).replace('T', ' ')}`

/** Passenger names as in their passports, in order, per booking. */
async function passengerNames(payload: Payload, bookingIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>()
  if (bookingIds.length === 0) return names
  const rows = await queryRows<{ booking_id: number; name: string }>(
    payload,
    sql`SELECT bt.booking_id, tt.given_names || ' ' || tt.surname AS name
        FROM booking_travellers_travellers tt JOIN booking_travellers bt ON bt.id = tt._parent_id
        WHERE bt.booking_id IN (${sql.join(
          bookingIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY bt.booking_id, tt._order`,
  )
  for (const row of rows) names.set(row.booking_id, [...(names.get(row.booking_id) ?? []), row.name])
  return names
}

async function eTicketsOf(payload: Payload, bookingId: number): Promise<string[]> {
  const rows = await queryRows<{ number: string }>(
    payload,
    sql`SELECT e.number FROM flight_tickets_e_tickets e JOIN flight_tickets t ON t.id = e._parent_id
        WHERE t.booking_id = ${bookingId} ORDER BY e._order`,
  )
  return rows.map((row) => row.number)
}

const deskItem = (row: DeskRow, passengers: string[], eTickets: string[]): TTicketingDeskItem => {
  const first = row.itinerary.segments[0]!
  return {
    booking_id: row.booking_id,
    reference: row.reference,
    state: row.state,
    paid_at: iso(row.paid_at),
    carrier: first.carrier,
    carrier_name: first.carrier_name,
    journeys: journeysOf(row.itinerary).map(journeyLine),
    passengers,
    pnr: row.pnr,
    e_tickets: eTickets,
  }
}

const deskRows = (payload: Payload, condition: ReturnType<typeof sql>) =>
  queryRows<DeskRow>(
    payload,
    sql`SELECT b.id AS booking_id, b.reference, b.paid_at, b.itinerary, t.state, t.pnr
        FROM flight_tickets t JOIN bookings b ON b.id = t.booking_id
        WHERE ${condition} AND b.status = 'confirmed' AND b.itinerary IS NOT NULL
        ORDER BY b.paid_at ASC, b.id ASC LIMIT ${DESK_ROWS}`,
  )

/** The paid flight bookings waiting for tickets, oldest payment first, with their passengers' names. */
export async function listTicketingDesk(payload: Payload): Promise<TTicketingDesk> {
  const rows = await deskRows(payload, sql`t.state = 'waiting'`)
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
  const [row] = await deskRows(payload, sql`t.booking_id = ${issue.bookingId}`)
  if (!row) return { kind: 'not_found' }
  const names = (await passengerNames(payload, [row.booking_id])).get(row.booking_id) ?? []
  const fieldErrors = entryProblems(issue.entry, deskItem(row, names, []))
  if (Object.keys(fieldErrors).length) return { kind: 'invalid', fieldErrors }
  const stamp = issue.now.toISOString()
  const isNew = await inTransaction(payload, async (tx) => {
    const locked = await tx.execute(sql`
      SELECT id FROM flight_tickets WHERE booking_id = ${issue.bookingId} AND state = 'waiting' FOR UPDATE`)
    const ticket = (locked.rows as { id: number }[])[0]
    if (!ticket) return false
    await tx.execute(sql`
      UPDATE flight_tickets SET state = 'ticketed', source = 'desk', pnr = ${issue.entry.pnr},
        ticketed_at = ${stamp}, ticketed_by_id = ${Number(issue.adminId)}, updated_at = ${stamp}
      WHERE id = ${ticket.id}`)
    for (const [index, number] of issue.entry.e_tickets.entries())
      await tx.execute(sql`
        INSERT INTO flight_tickets_e_tickets (_order, _parent_id, id, traveller_name, number)
        VALUES (${index + 1}, ${ticket.id}, ${crypto.randomUUID()}, ${names[index] ?? ''}, ${number})`)
    return true
  })
  const [after] = await deskRows(payload, sql`t.booking_id = ${issue.bookingId}`)
  const item = deskItem(after!, names, await eTicketsOf(payload, issue.bookingId))
  if (isNew) return { kind: 'issued', item, isNew }
  return item.state === 'ticketed' && sameTickets(issue.entry, item)
    ? { kind: 'issued', item, isNew: false }
    : { kind: 'refused' }
}
