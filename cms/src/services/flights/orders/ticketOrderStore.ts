import { COLLECTION_SLUGS, type TCurrency, type TTravellerTitle } from '@nexovia/content-schema'
import { and, eq, lt, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { flight_tickets as tickets } from '../../../payload-generated-schema'
import { drizzleOf } from '../../lib/typedDatabase'
import { inTransaction, lockBooking, recordRefund } from '../../payments/bookings/bookingStore'
import type { PaymentGateway } from '../../payments/paymentGateway'
import { gatewayOf } from '../../payments/paymentGateways'
import { RefundFailed, refundOrFail } from '../../payments/refunds/refundBooking'
import { ORDER_TIMEOUT_MS } from '../duffel/duffelOrders'
import { addETickets } from '../eTicketRows'
import { flightRecordOf } from '../flightRecord'
import { findOffer } from '../offerStore'
import type { OrderRequest } from './flightOrders'
import type { ClaimedTicket, TicketOrderStore } from './orderTicket'

/** A try that has said nothing for this long is taken as dead: its ticket may be claimed again (two calls of the adapter's timeout, and some). */
export const ORDER_LEASE_MS = 3 * ORDER_TIMEOUT_MS

/** The ticket rows one claim still holds: ordering, at the attempt it counted. */
const heldBy = (claim: ClaimedTicket) =>
  and(eq(tickets.id, claim.ticketId), eq(tickets.state, 'ordering'), eq(tickets.orderAttempts, claim.attempt))

/** Tickets a pass may order now: Duffel's, waiting or held by a try gone quiet. */
export const orderableWhere = (now: Date) =>
  and(
    eq(tickets.source, 'duffel'),
    or(
      eq(tickets.state, 'waiting'),
      and(
        eq(tickets.state, 'ordering'),
        lt(tickets.orderClaimedAt, new Date(now.getTime() - ORDER_LEASE_MS).toISOString()),
      ),
    ),
  )

/** What the airline order needs from a paid booking: its offer at Duffel, its travellers and contact, its price. */
async function requestOf(payload: Payload, bookingId: number): Promise<OrderRequest | string> {
  const booking = await payload.findByID({ collection: COLLECTION_SLUGS.bookings, id: bookingId, depth: 0 })
  const offerId = (await flightRecordOf(payload, bookingId))?.offerId
  const offer = offerId ? await findOffer(payload, offerId) : undefined
  if (offer?.provider !== 'duffel' || !offer.providerOfferId) return 'no Duffel offer on the booking'
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookingTravellers,
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 0,
  })
  const travellers = docs[0]
  if (!travellers?.travellers?.length) return 'no travellers collected'
  return {
    providerOfferId: offer.providerOfferId,
    reference: booking.reference ?? '',
    travellers: travellers.travellers.map((traveller) => ({
      title: traveller.title as TTravellerTitle,
      givenNames: traveller.givenNames,
      surname: traveller.surname,
      birthDate: traveller.birthDate ?? '',
      nationality: traveller.nationality,
      passportNumber: traveller.passportNumber,
      passportExpiry: traveller.passportExpiry,
    })),
    contactEmail: travellers.contactEmail,
    contactPhone: travellers.contactPhone,
    // The fare's own price when the charge was converted (mobile money), else what was charged.
    maxTotal:
      booking.priceAmount && booking.priceCurrency
        ? { amount: booking.priceAmount, currency: booking.priceCurrency as TCurrency }
        : { amount: booking.amount, currency: booking.currency as TCurrency },
  }
}

/**
 * The flight-tickets rows as the order flow's store: every write is a conditional UPDATE on the
 * ticket, so a claim is taken by one try at a time across processes and a try that lost its claim
 * writes nothing. A refusal's refund runs with the booking locked first (as payments and cancels lock it).
 */
export function ticketOrderStore(
  payload: Payload,
  gatewayFor: (provider: string | null) => PaymentGateway = gatewayOf,
): TicketOrderStore {
  const stamp = (now: Date) => now.toISOString()
  return {
    async claim(bookingId, now) {
      // The booking is locked first, as a traveller's cancel locks it: a booking refunded meanwhile is not ordered.
      const row = await inTransaction(payload, async (tx) => {
        const booking = await lockBooking(tx, bookingId)
        const isPaid = booking?.status === 'confirmed'
        const [claimed] = await tx
          .update(tickets)
          .set({
            state: isPaid ? 'ordering' : 'cancelled',
            // An increment in place (the builder has no arithmetic): two claims count two attempts.
            orderAttempts: sql`coalesce(${tickets.orderAttempts}, 0) + 1`,
            orderClaimedAt: stamp(now),
            updatedAt: stamp(now),
          })
          .where(and(eq(tickets.booking, bookingId), orderableWhere(now)))
          .returning({ id: tickets.id, attempt: tickets.orderAttempts })
        return isPaid ? claimed : undefined
      })
      if (!row) return undefined
      const claim = { ticketId: Number(row.id), bookingId, attempt: Number(row.attempt) }
      const request = await requestOf(payload, bookingId)
      if (typeof request !== 'string') return { ...claim, request }
      await this.toDesk({ ...claim, request: undefined as never }, request, now)
      return undefined
    },
    async ticketed(claim, order, now) {
      // The PNR and the e-tickets in one transaction: a ticket is never seen issued without its numbers.
      await inTransaction(payload, async (tx) => {
        const [row] = await tx
          .update(tickets)
          .set({
            state: 'ticketed',
            pnr: order.pnr,
            duffelOrderId: order.orderId,
            ticketedAt: stamp(now),
            updatedAt: stamp(now),
          })
          .where(heldBy(claim))
          .returning({ id: tickets.id })
        if (row) await addETickets(tx, claim.ticketId, order.eTickets)
      })
    },
    async refused(claim, reason, now) {
      try {
        return await inTransaction(payload, async (tx) => {
          const booking = await lockBooking(tx, claim.bookingId)
          const [row] = await tx
            .update(tickets)
            .set({ state: 'refused', refusalReason: `airline: ${reason}`, updatedAt: stamp(now) })
            .where(heldBy(claim))
            .returning({ id: tickets.id })
          if (!row || !booking) return false
          // Paid and not yet given back (a cancel may have refunded it meanwhile): the whole amount, once.
          if (booking.status === 'confirmed') {
            const refund = await refundOrFail(booking, gatewayFor)
            await recordRefund(payload, tx, claim.bookingId, refund, now)
          }
          return true
        })
      } catch (cause) {
        if (!(cause instanceof RefundFailed)) throw cause
        payload.logger.error(
          `Refund of booking ${claim.bookingId}'s refused order failed: ${String(cause.cause)}`,
        )
        return false
      }
    },
    async toDesk(claim, why, now) {
      payload.logger.warn(`Flight ticket ${claim.ticketId} goes to the ticketing desk: ${why}`)
      await drizzleOf(payload)
        .update(tickets)
        .set({ state: 'waiting', source: 'desk', updatedAt: stamp(now) })
        .where(heldBy(claim))
    },
  }
}
