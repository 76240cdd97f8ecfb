import type { TManagedBooking } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { apiError } from '../../http/jsonResponses'
import {
  airlineCancelByReference,
  quoteAirlineCancelByReference,
} from '../../services/bookings/byReference/airlineCancelByReference'
import { cancelByReference } from '../../services/bookings/byReference/cancelByReference'
import { lookUpBooking } from '../../services/bookings/byReference/lookUpBooking'
import { resendConfirmation } from '../../services/bookings/byReference/resendConfirmation'
import { contractEndpoint } from '../contract/contractEndpoint'

// The misses of every route here are the contract's budget (API.bookingLookup's limit, counted by the
// builder); a resend's own count is the entry's keyed limit, counted once the booking is found.
const PRIVATE = { 'cache-control': 'private, no-store' } as const
/** A lookup's body is a reference, an address, a language and perhaps a refund amount. */
const LOOKUP_BODY_BYTES = 1024

/** The answers a use case by reference may give, each with its status and message key. */
const REFUSALS = {
  not_found: [404, 'manage.notFound'],
  refused: [409, 'manage.cancel.refused'],
  refund_failed: [502, 'manage.cancel.refundFailed'],
  changed: [409, 'manage.airlineCancel.changed'],
  airline_failed: [502, 'manage.airlineCancel.failed'],
  failed: [502, 'manage.airlineCancel.failed'],
} as const
const refusal = (kind: keyof typeof REFUSALS) => {
  const [status, message] = REFUSALS[kind]
  return apiError(status, { message }, PRIVATE)
}
const managed = (booking: TManagedBooking) => Response.json({ booking }, { headers: PRIVATE })

/** POST /api/bookings/lookup {reference, email}: the booking, for whoever holds both (signed in or not). */
export const bookingLookupEndpoint = contractEndpoint(API.bookingLookup, {
  maxBytes: LOOKUP_BODY_BYTES,
  handler: async ({ req, body }) => {
    const outcome = await lookUpBooking(req.payload, body)
    return outcome.kind === 'found' ? managed(outcome.booking) : refusal(outcome.kind)
  },
})

/** POST /api/bookings/lookup/resend {reference, email}: the confirmation mail again, to the booking's own address. */
export const resendConfirmationEndpoint = contractEndpoint(API.resendBookingConfirmation, {
  maxBytes: LOOKUP_BODY_BYTES,
  handler: async ({ req, body, keyedLimits }) => {
    const outcome = await resendConfirmation(req.payload, body, () => keyedLimits.resends(req))
    if (outcome.kind === 'limited') return outcome.refusal
    return outcome.kind === 'sent'
      ? Response.json({ sent: true }, { headers: PRIVATE })
      : refusal(outcome.kind)
  },
})

/** POST /api/bookings/lookup/cancel {reference, email}: cancelled within the free cancellation, refunded in full. */
export const cancelBookingEndpoint = contractEndpoint(API.cancelBooking, {
  maxBytes: LOOKUP_BODY_BYTES,
  handler: async ({ req, body }) => {
    const outcome = await cancelByReference(req.payload, body)
    return outcome.kind === 'cancelled' ? managed(outcome.booking) : refusal(outcome.kind)
  },
})

/** POST /api/bookings/lookup/airline-cancel/quote: the airline's refund if the flight is cancelled now. */
export const airlineCancelQuoteEndpoint = contractEndpoint(API.airlineCancelQuote, {
  maxBytes: LOOKUP_BODY_BYTES,
  handler: async ({ req, body }) => {
    const outcome = await quoteAirlineCancelByReference(req.payload, body)
    return outcome.kind === 'quoted'
      ? Response.json(outcome.quote, { headers: PRIVATE })
      : refusal(outcome.kind)
  },
})

/** POST /api/bookings/lookup/airline-cancel {reference, email, refund_amount}: cancelled at the refund shown (409 when it changed). */
export const airlineCancelEndpoint = contractEndpoint(API.airlineCancel, {
  maxBytes: LOOKUP_BODY_BYTES,
  handler: async ({ req, body }) => {
    const outcome = await airlineCancelByReference(req.payload, body)
    return outcome.kind === 'cancelled' ? managed(outcome.booking) : refusal(outcome.kind)
  },
})

export const manageBookingEndpoints: Endpoint[] = [
  airlineCancelQuoteEndpoint,
  airlineCancelEndpoint,
  bookingLookupEndpoint,
  resendConfirmationEndpoint,
  cancelBookingEndpoint,
]
