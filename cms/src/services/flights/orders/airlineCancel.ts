import { CURRENCIES, convertMinor, type TCurrency } from '@nexovia/content-schema'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { inTransaction, lockBooking, recordRefund } from '../../payments/bookings/bookingStore'
import type { PaymentGateway, Refund } from '../../payments/paymentGateway'
import { gatewayOf } from '../../payments/paymentGateways'
import { configuredOrders } from './configuredOrders'
import type { FlightOrders } from './flightOrders'

type Booking = { id: number; amount: number; currency: TCurrency }

/**
 * The airline's refund as the traveller gets it: in the booking's currency, never more than was paid;
 * undefined in a currency the site does not hold (the team settles it, never a silent zero).
 */
export function travellerRefund(
  airline: { amount: number; currency: string },
  booking: Booking,
): number | undefined {
  if (!(CURRENCIES as readonly string[]).includes(airline.currency)) return undefined
  const converted = convertMinor(airline.amount, airline.currency as TCurrency, booking.currency)
  return Math.max(0, Math.min(converted, booking.amount))
}

type DuffelTicket = {
  id: number
  state: string
  duffel_order_id: string
  cancel_refund_amount: string | null
}

const db = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle

/** A paid booking's Duffel ticket, issued or cancelled with the airline and not yet refunded. */
async function duffelTicketOf(
  runner: Pick<ReturnType<typeof db>, 'execute'>,
  bookingId: number,
): Promise<DuffelTicket | undefined> {
  const { rows } = await runner.execute(sql`
    SELECT flight_tickets.id, flight_tickets.state, flight_tickets.duffel_order_id, flight_tickets.cancel_refund_amount
    FROM flight_tickets JOIN bookings ON bookings.id = flight_tickets.booking_id
    WHERE flight_tickets.booking_id = ${bookingId} AND bookings.status = 'confirmed'
      AND flight_tickets.source = 'duffel' AND flight_tickets.duffel_order_id IS NOT NULL
      AND flight_tickets.state IN ('ticketed', 'cancelled')`)
  return (rows as DuffelTicket[])[0]
}

/** Whether the booking's flight is an airline order the traveller may cancel online (Duffel configured). */
export async function isAirlineCancellable(payload: Payload, bookingId: number): Promise<boolean> {
  if (!configuredOrders()) return false
  return (await duffelTicketOf(db(payload), bookingId)) !== undefined
}

export type AirlineQuote = { amount: number; currency: TCurrency; expiresAt: string }

/** What cancelling now gives the traveller back, from the airline's own cancellation quote; undefined when nothing to cancel. */
export async function quoteAirlineCancel(
  payload: Payload,
  booking: Booking,
  orders: FlightOrders | undefined = configuredOrders(),
): Promise<AirlineQuote | undefined> {
  const ticket = await duffelTicketOf(db(payload), booking.id)
  if (!orders || !ticket) return undefined
  if (ticket.state === 'cancelled') {
    const amount = Number(ticket.cancel_refund_amount ?? 0)
    return { amount, currency: booking.currency, expiresAt: new Date().toISOString() }
  }
  const quote = await orders.quoteCancellation(ticket.duffel_order_id)
  const amount = travellerRefund(quote.refund, booking)
  return amount === undefined ? undefined : { amount, currency: booking.currency, expiresAt: quote.expiresAt }
}

export type AirlineCancelOutcome =
  | { kind: 'refunded'; refund: Refund }
  | { kind: 'changed'; quote: AirlineQuote }
  | { kind: 'refused' }
  | { kind: 'airline_failed' }
  | { kind: 'refund_failed' }

/**
 * The traveller confirms the refund they were shown: a fresh quote must give the same, then the airline
 * cancels the order (the ticket 'cancelled', the amount owed kept on it, in one transaction holding the
 * booking), then the amount goes back through the gateway that took the payment. A failed refund
 * leaves the ticket cancelled and the booking paid: asking again refunds without asking the airline.
 */
export async function cancelWithAirline(
  payload: Payload,
  options: {
    booking: Booking
    shownAmount: number
    now: Date
    orders?: FlightOrders
    gatewayFor?: (provider: string | null) => PaymentGateway
  },
): Promise<AirlineCancelOutcome> {
  const { booking, shownAmount, now, orders = configuredOrders(), gatewayFor = gatewayOf } = options
  const ticket = await duffelTicketOf(db(payload), booking.id)
  if (!orders || !ticket) return { kind: 'refused' }
  if (ticket.state === 'ticketed') {
    try {
      const cancelled = await cancelOrder(payload, { booking, ticket, shownAmount, now, orders })
      if (cancelled) return cancelled
    } catch (cause) {
      payload.logger.error(`Airline cancellation of booking ${booking.id} failed: ${String(cause)}`)
      return { kind: 'airline_failed' }
    }
  }
  return refundCancelled(payload, booking.id, now, gatewayFor)
}

/** The airline's side: the quote checked against what was shown, then confirmed; undefined once cancelled. */
async function cancelOrder(
  payload: Payload,
  {
    booking,
    ticket,
    shownAmount,
    now,
    orders,
  }: { booking: Booking; ticket: DuffelTicket; shownAmount: number; now: Date; orders: FlightOrders },
): Promise<AirlineCancelOutcome | undefined> {
  const quote = await orders.quoteCancellation(ticket.duffel_order_id)
  const amount = travellerRefund(quote.refund, booking)
  if (amount === undefined) return { kind: 'refused' }
  if (amount !== shownAmount) {
    return { kind: 'changed', quote: { amount, currency: booking.currency, expiresAt: quote.expiresAt } }
  }
  const isCancelled = await inTransaction(payload, async (tx) => {
    const locked = await lockBooking(tx, booking.id)
    const { rows } = await tx.execute(sql`
      UPDATE flight_tickets SET state = 'cancelled', cancel_refund_amount = ${amount}, updated_at = ${now.toISOString()}
      WHERE id = ${ticket.id} AND state = 'ticketed' RETURNING id`)
    if (locked?.status !== 'confirmed' || rows.length === 0) return false
    // Inside the transaction: an airline that refuses leaves the ticket issued.
    await orders.confirmCancellation(quote.cancellationId)
    return true
  })
  return isCancelled ? undefined : { kind: 'refused' }
}

/** Gives back what a cancelled airline order owes the traveller, once (the booking's status says it is done). */
async function refundCancelled(
  payload: Payload,
  bookingId: number,
  now: Date,
  gatewayFor: (provider: string | null) => PaymentGateway,
): Promise<AirlineCancelOutcome> {
  try {
    return await inTransaction(payload, async (tx): Promise<AirlineCancelOutcome> => {
      const locked = await lockBooking(tx, bookingId)
      const ticket = await duffelTicketOf(tx, bookingId)
      if (locked?.status !== 'confirmed' || ticket?.state !== 'cancelled') return { kind: 'refused' }
      const amount = Number(ticket.cancel_refund_amount ?? 0)
      const refund =
        amount > 0
          ? await gatewayFor(locked.checkout_provider).refund({
              bookingId,
              amount,
              currency: locked.currency,
              paymentIntentId: locked.payment_intent_id,
              sessionId: locked.checkout_session_id,
            })
          : { refundId: `none_${bookingId}`, amount: 0 }
      await recordRefund(payload, tx, bookingId, refund, now)
      return { kind: 'refunded', refund }
    })
  } catch (cause) {
    payload.logger.error(`Refund of booking ${bookingId}'s airline cancellation failed: ${String(cause)}`)
    return { kind: 'refund_failed' }
  }
}
