import {
  cancellationTerms,
  type Locale,
  paidWithOf,
  type TBookingLookupInput,
  type TCurrency,
  type TManagedBooking,
} from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint, PayloadRequest } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { createRateLimit } from '../../http/rateLimit'
import type { Booking } from '../../payload-types'
import { flightRecordOf } from '../../services/flights/flightRecord'
import { itineraryLines, passengersOf } from '../../services/flights/itineraryLines'
import {
  cancelWithAirline,
  isAirlineCancellable,
  quoteAirlineCancel,
} from '../../services/flights/orders/airlineCancel'
import { travellerTickets } from '../../services/flights/travellerTickets'
import { supplierConfirmationOf } from '../../services/payments/bookingKinds'
import { findBookingByReference } from '../../services/payments/bookings/bookingLookup'
import { mailConfirmation } from '../../services/payments/confirmation/confirmationDelivery'
import { cancellationMail } from '../../services/payments/confirmation/confirmationMail'
import { cancelByTraveller, freeCancellationUntil } from '../../services/payments/refunds/cancelByTraveller'
import { ridesOfBookings } from '../../services/taxi/rideStore'
import { contractEndpoint } from '../contract/contractEndpoint'

// Each resend is a mail: a few per client are plenty (counted once the booking is found).
const resendLimit = createRateLimit({ name: 'booking resend', points: 3, durationSeconds: 15 * 60 })

const PRIVATE = { 'cache-control': 'private, no-store' } as const
const notFound = () => apiError(404, { message: 'manage.notFound' }, PRIVATE)

/** The booking found, the language to word it in, and the refund an airline cancel was shown, if sent. */
type Found = { booking: Booking; locale: Locale; refundAmount?: number }

/** A lookup's body is a reference, an address, a language and perhaps a refund amount. */
const LOOKUP_BODY_BYTES = 1024

/**
 * The booking of a lookup (its body already valid) and the language to word it in, or the answer
 * to give instead (not found). The contract's budget of misses counts the 404s (the route builder).
 */
async function lookedUp(
  req: PayloadRequest,
  data: TBookingLookupInput & { refund_amount?: number },
): Promise<Found | Response> {
  const booking = await findBookingByReference(req.payload, data.reference, data.email)
  if (!booking) return notFound()
  const refundAmount = 'refund_amount' in data ? data.refund_amount : undefined
  return { booking, locale: data.locale ?? (booking.locale as Locale), refundAmount }
}

/** A flight's itinerary lines with its passengers' names: whoever holds the reference and the address booked it. */
async function flightItinerary(req: PayloadRequest, booking: Booking, locale: Locale): Promise<string[]> {
  const flight = booking.type === 'flight' ? await flightRecordOf(req.payload, booking.id) : null
  if (!flight) return []
  const { names } = await passengersOf(req.payload, booking.id)
  return itineraryLines(flight.itinerary, names, locale)
}

async function managed(req: PayloadRequest, { booking, locale }: Found): Promise<TManagedBooking> {
  const ride =
    booking.type === 'taxi'
      ? ((await ridesOfBookings(req.payload, [booking.id])).get(booking.id) ?? null)
      : null
  return {
    reference: booking.reference ?? '',
    type: booking.type,
    status: booking.status,
    destination: booking.destination,
    itemName: booking.itemName ?? booking.destination,
    itemDetails: booking.itemDetails ?? '',
    departureDate: booking.departureDate ?? null,
    returnDate: booking.returnDate ?? null,
    amount: booking.amount,
    currency: booking.currency,
    paidAt: booking.paidAt ?? null,
    supplier_confirmation: await supplierConfirmationOf(req.payload, booking),
    itinerary: await flightItinerary(req, booking, locale),
    tickets: await travellerTickets(req.payload, booking, locale),
    ride,
    paid_with: paidWithOf(booking),
    refund:
      booking.status === 'refunded'
        ? { amount: booking.refundedAmount ?? booking.amount, currency: booking.currency }
        : null,
    cancellation: cancellationTerms(
      booking.status,
      await freeCancellationUntil(req.payload, booking.id, booking.type),
      new Date(),
    ),
    ...(booking.type === 'flight' && booking.status === 'confirmed'
      ? { airline_cancel: await isAirlineCancellable(req.payload, booking.id) }
      : {}),
  }
}

/** POST /api/bookings/lookup {reference, email}: the booking, for whoever holds both (signed in or not). */
export const bookingLookupEndpoint = contractEndpoint(API.bookingLookup, {
  maxBytes: LOOKUP_BODY_BYTES,
  handler: async ({ req, body }) => {
    const found = await lookedUp(req, body)
    if (found instanceof Response) return found
    return Response.json({ booking: await managed(req, found) }, { headers: PRIVATE })
  },
})

/** POST /api/bookings/lookup/resend {reference, email}: the confirmation mail again, to the booking's own address. */
export const resendConfirmationEndpoint = contractEndpoint(API.resendBookingConfirmation, {
  maxBytes: LOOKUP_BODY_BYTES,
  handler: async ({ req, body }) => {
    const found = await lookedUp(req, body)
    if (found instanceof Response) return found
    const limited = await resendLimit(req)
    if (limited) return limited
    await mailConfirmation(req.payload, found.booking)
    return Response.json({ sent: true }, { headers: PRIVATE })
  },
})

/**
 * POST /api/bookings/lookup/cancel {reference, email}: the traveller cancels within the free
 * cancellation and is refunded in full (services/payments/cancelByTraveller.ts), then mailed.
 */
export const cancelBookingEndpoint = contractEndpoint(API.cancelBooking, {
  maxBytes: LOOKUP_BODY_BYTES,
  handler: async ({ req, body }) => {
    const found = await lookedUp(req, body)
    if (found instanceof Response) return found
    const { booking } = found
    const outcome = await cancelByTraveller(req.payload, booking, new Date())
    if (outcome.kind === 'refused') return apiError(409, { message: 'manage.cancel.refused' }, PRIVATE)
    if (outcome.kind === 'refund_failed')
      return apiError(502, { message: 'manage.cancel.refundFailed' }, PRIVATE)
    await mailCancellation(req, booking, outcome.refund.amount)
    return answerCancelled(req, found)
  },
})

/** The cancelled booking as it now stands. */
async function answerCancelled(req: PayloadRequest, found: Found): Promise<Response> {
  const updated = await req.payload.findByID({ collection: 'bookings', id: found.booking.id, depth: 0 })
  return Response.json({ booking: await managed(req, { ...found, booking: updated }) }, { headers: PRIVATE })
}

/** Mails the traveller the refund of a cancel, in the booking's language; a failed mail is logged. */
export async function mailCancellation(req: PayloadRequest, booking: Booking, amount: number): Promise<void> {
  await req.payload
    .sendEmail(
      cancellationMail(
        {
          email: booking.email,
          locale: booking.locale as Locale,
          reference: booking.reference ?? '',
          itemName: booking.itemName ?? booking.destination,
          paidWith: paidWithOf(booking),
        },
        { amount, currency: booking.currency as TCurrency },
      ),
    )
    .catch((cause: unknown) => req.payload.logger.error(`Cancellation mail not sent: ${String(cause)}`))
}

const bookingOf = (booking: Booking) => ({
  id: booking.id,
  amount: booking.amount,
  currency: booking.currency as TCurrency,
})

/** POST /api/bookings/lookup/airline-cancel/quote: the airline's refund if the flight is cancelled now. */
export const airlineCancelQuoteEndpoint = contractEndpoint(API.airlineCancelQuote, {
  maxBytes: LOOKUP_BODY_BYTES,
  handler: async ({ req, body }) => {
    const found = await lookedUp(req, body)
    if (found instanceof Response) return found
    const quote = await quoteAirlineCancel(req.payload, bookingOf(found.booking)).catch((cause: unknown) => {
      req.payload.logger.error(`Airline cancellation quote failed: ${String(cause)}`)
      return null
    })
    if (quote === null) return apiError(502, { message: 'manage.airlineCancel.failed' }, PRIVATE)
    if (!quote) return apiError(409, { message: 'manage.cancel.refused' }, PRIVATE)
    return Response.json(
      { refund: { amount: quote.amount, currency: quote.currency }, expires_at: quote.expiresAt },
      { headers: PRIVATE },
    )
  },
})

/**
 * POST /api/bookings/lookup/airline-cancel {reference, email, refund_amount}: the airline cancels the
 * order at the refund the traveller was shown (409 when its quote now differs), the traveller is refunded
 * that amount (services/flights/orders/airlineCancel.ts) and mailed.
 */
export const airlineCancelEndpoint = contractEndpoint(API.airlineCancel, {
  maxBytes: LOOKUP_BODY_BYTES,
  handler: async ({ req, body }) => {
    const found = await lookedUp(req, body)
    if (found instanceof Response) return found
    const { booking } = found
    const outcome = await cancelWithAirline(req.payload, {
      booking: bookingOf(booking),
      shownAmount: found.refundAmount ?? -1,
      now: new Date(),
    })
    if (outcome.kind === 'changed') return apiError(409, { message: 'manage.airlineCancel.changed' }, PRIVATE)
    if (outcome.kind === 'refused') return apiError(409, { message: 'manage.cancel.refused' }, PRIVATE)
    if (outcome.kind === 'airline_failed')
      return apiError(502, { message: 'manage.airlineCancel.failed' }, PRIVATE)
    if (outcome.kind === 'refund_failed')
      return apiError(502, { message: 'manage.cancel.refundFailed' }, PRIVATE)
    await mailCancellation(req, booking, outcome.refund.amount)
    return answerCancelled(req, found)
  },
})

export const manageBookingEndpoints: Endpoint[] = [
  airlineCancelQuoteEndpoint,
  airlineCancelEndpoint,
  bookingLookupEndpoint,
  resendConfirmationEndpoint,
  cancelBookingEndpoint,
]
