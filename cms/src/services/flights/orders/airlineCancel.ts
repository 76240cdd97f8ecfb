import { CURRENCIES, convertMinor, type TCurrency } from '@nexovia/content-schema'
import { and, eq, inArray, isNotNull } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { bookings, flight_tickets } from '../../../payload-generated-schema'
import { type Drizzle, drizzleOf } from '../../lib/typedDatabase'
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
  duffelOrderId: string
  cancelRefundAmount: number | null
}

/** A paid booking's Duffel ticket, issued or cancelled with the airline and not yet refunded. */
async function duffelTicketOf(
  db: Pick<Drizzle, 'select'>,
  bookingId: number,
): Promise<DuffelTicket | undefined> {
  const [ticket] = await db
    .select({
      id: flight_tickets.id,
      state: flight_tickets.state,
      duffelOrderId: flight_tickets.duffelOrderId,
      cancelRefundAmount: flight_tickets.cancelRefundAmount,
    })
    .from(flight_tickets)
    .innerJoin(bookings, eq(bookings.id, flight_tickets.booking))
    .where(
      and(
        eq(flight_tickets.booking, bookingId),
        eq(bookings.status, 'confirmed'),
        eq(flight_tickets.source, 'duffel'),
        isNotNull(flight_tickets.duffelOrderId),
        inArray(flight_tickets.state, ['ticketed', 'cancelled']),
      ),
    )
  return ticket && { ...ticket, duffelOrderId: ticket.duffelOrderId! }
}

/** Whether the booking's flight is an airline order the traveller may cancel online (Duffel configured). */
export async function isAirlineCancellable(payload: Payload, bookingId: number): Promise<boolean> {
  if (!configuredOrders()) return false
  return (await duffelTicketOf(drizzleOf(payload), bookingId)) !== undefined
}

export type AirlineQuote = { amount: number; currency: TCurrency; expiresAt: string }

/** What cancelling now gives the traveller back, from the airline's own cancellation quote; undefined when nothing to cancel. */
export async function quoteAirlineCancel(
  payload: Payload,
  booking: Booking,
  orders: FlightOrders | undefined = configuredOrders(),
): Promise<AirlineQuote | undefined> {
  const ticket = await duffelTicketOf(drizzleOf(payload), booking.id)
  if (!orders || !ticket) return undefined
  if (ticket.state === 'cancelled') {
    const amount = Number(ticket.cancelRefundAmount ?? 0)
    return { amount, currency: booking.currency, expiresAt: new Date().toISOString() }
  }
  const quote = await orders.quoteCancellation(ticket.duffelOrderId)
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
  const ticket = await duffelTicketOf(drizzleOf(payload), booking.id)
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
  const quote = await orders.quoteCancellation(ticket.duffelOrderId)
  const amount = travellerRefund(quote.refund, booking)
  if (amount === undefined) return { kind: 'refused' }
  if (amount !== shownAmount) {
    return { kind: 'changed', quote: { amount, currency: booking.currency, expiresAt: quote.expiresAt } }
  }
  const isCancelled = await inTransaction(payload, async (tx) => {
    const locked = await lockBooking(tx, booking.id)
    const cancelled = await tx
      .update(flight_tickets)
      .set({ state: 'cancelled', cancelRefundAmount: amount, updatedAt: now.toISOString() })
      .where(and(eq(flight_tickets.id, ticket.id), eq(flight_tickets.state, 'ticketed')))
      .returning({ id: flight_tickets.id })
    if (locked?.status !== 'confirmed' || cancelled.length === 0) return false
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
      const amount = Number(ticket.cancelRefundAmount ?? 0)
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
