import { COLLECTION_SLUGS, type Locale, pickupOffersOf, type TPaymentStatus } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import type { Booking } from '../../payload-types'
import { flightRecordOf } from '../../services/flights/flightRecord'
import { itineraryLines } from '../../services/flights/itineraryLines'
import { supplierConfirmationOf } from '../../services/payments/bookingKinds'
import { paymentStatusOf } from '../../services/payments/bookings/bookingState'
import { stripeClient } from '../../services/payments/providers/stripe/stripeConfig'
import { retrieveStripeSession } from '../../services/payments/providers/stripe/stripeGateway'
import { contractEndpoint } from '../contract/contractEndpoint'
import { PRIVATE } from './limits'

/** Why the last mobile-money approval of a failed booking failed (the checkout page words it and offers a retry). */
function mobileMoneyFailureOf(booking: Booking): TPaymentStatus['mobile_money_failure'] {
  if (booking.status !== 'failed') return null
  if (booking.lastPaymentError === 'mobile_money_declined') return 'declined'
  if (booking.lastPaymentError === 'mobile_money_timed_out') return 'timed_out'
  return null
}

const notFound = () => apiError(404, { message: 'paymentErrors.sessionNotFound' }, PRIVATE)

/**
 * A pending Stripe booking whose session Stripe already expired (the event may still be on its way)
 * reads as expired. Only the status answer changes: bookings change only through verified events.
 */
async function stripeExpiry(booking: Booking): Promise<Partial<TPaymentStatus>> {
  const stripe =
    booking.status === 'pending' && booking.checkoutProvider === 'stripe' ? stripeClient() : undefined
  if (!stripe || !booking.checkoutSessionId) return {}
  try {
    const session = await retrieveStripeSession(stripe, booking.checkoutSessionId)
    return session.status === 'expired' ? { transaction_status: 'expired' } : {}
  } catch {
    // Stripe unreachable: the booking's own status stands, the page polls again.
    return {}
  }
}

/**
 * GET /api/payments/status/{session_id}: the session id is the capability (unguessable, known to the
 * browser that paid), and the one rule: whoever holds it gets the same answer, signed in as anyone or
 * not; an unknown id is a 404. So the answer names nobody: no passenger names (the mail has them).
 */
export const paymentStatusEndpoint = contractEndpoint(API.paymentStatus, {
  handler: async ({ req, params: { sessionId } }) => {
    const { docs } = await req.payload.find({
      collection: COLLECTION_SLUGS.bookings,
      where: { checkoutSessionId: { equals: sessionId } },
      limit: 1,
      depth: 0,
    })
    const booking = docs[0]
    if (!booking) return notFound()
    // Once paid: the itinerary is the receipt of a payment. Without the passengers' names.
    const itinerary = booking.reference
      ? (await flightRecordOf(req.payload, booking.id))?.itinerary
      : undefined
    const body: TPaymentStatus = {
      session_id: sessionId,
      ...paymentStatusOf(booking.status),
      ...(await stripeExpiry(booking)),
      booking_reference: booking.reference ?? null,
      amount: booking.amount,
      currency: booking.currency,
      booking_type: booking.type,
      mobile_money_failure: mobileMoneyFailureOf(booking),
      supplier_confirmation: booking.reference ? await supplierConfirmationOf(req.payload, booking) : null,
      description: [booking.itemName ?? booking.destination, booking.itemDetails].filter(Boolean).join(' · '),
      ...(itinerary
        ? {
            itinerary: itineraryLines(itinerary, [], booking.locale as Locale),
            pickups: pickupOffersOf(itinerary, booking.locale as Locale),
          }
        : {}),
    }
    return Response.json(body, { headers: PRIVATE })
  },
})
