import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { booking_flights, flight_offers, flight_tickets } from '../../../payload-generated-schema'
import { drizzleOf } from '../../lib/typedDatabase'
import type { Transaction } from '../../payments/bookings/bookingStore'
import { configuredOrders } from './configuredOrders'
import { mailOrderRefused } from './orderRefusedMail'
import { type OrderOutcome, orderTicket } from './orderTicket'
import { orderableWhere, ticketOrderStore } from './ticketOrderStore'

/** Tickets one pass of the sweep orders, at most (each may wait on the airline). */
const TICKETS_PER_PASS = 10

/**
 * In the payment's transaction, once the ticket waits (flightTickets.ts): a booking sold from a Duffel
 * offer is to be ordered from Duffel when Duffel is configured; else it stays the desk's.
 */
export async function routeToAirline(
  tx: Pick<Transaction, 'update'>,
  bookingId: number,
  isOrdering = configuredOrders() !== undefined,
): Promise<void> {
  if (!isOrdering) return
  await tx
    .update(flight_tickets)
    .set({ source: 'duffel' })
    .from(booking_flights)
    .innerJoin(flight_offers, eq(flight_offers.offerId, booking_flights.offerId))
    .where(
      and(
        eq(flight_tickets.booking, booking_flights.booking),
        eq(booking_flights.booking, bookingId),
        eq(flight_tickets.state, 'waiting'),
        eq(flight_offers.provider, 'duffel'),
      ),
    )
}

/** Orders one paid booking's ticket from the configured airline source ('offline': none, the desk tickets it). */
export async function orderFlightTicket(
  payload: Payload,
  bookingId: number,
  now = new Date(),
): Promise<OrderOutcome | 'offline'> {
  const orders = configuredOrders()
  if (!orders) return 'offline'
  return orderTicket({
    bookingId,
    orders,
    store: ticketOrderStore(payload),
    now,
    afterRefusal: (id, reason) => mailOrderRefused(payload, id, reason),
  })
}

/**
 * After the payment's transaction: the order starts beside the payment's answer (a provider's webhook
 * must not wait on an airline); whatever it leaves undone, the minute's sweep takes up.
 */
export function startFlightOrder(payload: Payload, bookingId: number): void {
  orderFlightTicket(payload, bookingId).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: `Flight order of booking ${bookingId} failed` }),
  )
}

/** The sweep: every Duffel ticket waiting, or held by a try gone quiet, is ordered (oldest first). */
export async function orderWaitingTickets(payload: Payload, now = new Date()): Promise<OrderOutcome[]> {
  if (!configuredOrders()) return []
  const rows = await drizzleOf(payload)
    .select({ bookingId: flight_tickets.booking })
    .from(flight_tickets)
    .where(orderableWhere(now))
    .orderBy(flight_tickets.createdAt)
    .limit(TICKETS_PER_PASS)
  const outcomes: OrderOutcome[] = []
  for (const { bookingId } of rows) {
    const outcome = await orderFlightTicket(payload, bookingId, now)
    if (outcome !== 'offline') outcomes.push(outcome)
  }
  return outcomes
}
