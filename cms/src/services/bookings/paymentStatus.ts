import { COLLECTION_SLUGS, type Locale, pickupOffersOf, type TPaymentStatus } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../payload-types'
import { flightRecordOf } from '../flights/flightRecord'
import { itineraryLines } from '../flights/itineraryLines'
import { supplierConfirmationOf } from '../payments/bookingKinds'
import { paymentStatusOf } from '../payments/bookings/bookingState'
import { stripeClient } from '../payments/providers/stripe/stripeConfig'
import { retrieveStripeSession } from '../payments/providers/stripe/stripeGateway'

/** Why the last mobile-money approval of a failed booking failed (the checkout page words it and offers a retry). */
function mobileMoneyFailureOf(booking: Booking): TPaymentStatus['mobile_money_failure'] {
  if (booking.status !== 'failed') return null
  if (booking.lastPaymentError === 'mobile_money_declined') return 'declined'
  if (booking.lastPaymentError === 'mobile_money_timed_out') return 'timed_out'
  return null
}

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
 * GET /api/payments/status/{session_id}: the booking paid through that checkout session, as its
 * status page reads it (null for an unknown id). It names nobody: no passenger names (the mail has
 * them); once paid, the itinerary is the receipt of a payment.
 */
export async function paymentStatus(payload: Payload, sessionId: string): Promise<TPaymentStatus | null> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookings,
    where: { checkoutSessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
  })
  const booking = docs[0]
  if (!booking) return null
  // Once paid: the itinerary is the receipt of a payment. Without the passengers' names.
  const itinerary = booking.reference ? (await flightRecordOf(payload, booking.id))?.itinerary : undefined
  return {
    session_id: sessionId,
    ...paymentStatusOf(booking.status),
    ...(await stripeExpiry(booking)),
    booking_reference: booking.reference ?? null,
    amount: booking.amount,
    currency: booking.currency,
    booking_type: booking.type,
    mobile_money_failure: mobileMoneyFailureOf(booking),
    supplier_confirmation: booking.reference ? await supplierConfirmationOf(payload, booking) : null,
    description: [booking.itemName ?? booking.destination, booking.itemDetails].filter(Boolean).join(' · '),
    ...(itinerary
      ? {
          itinerary: itineraryLines(itinerary, [], booking.locale as Locale),
          pickups: pickupOffersOf(itinerary, booking.locale as Locale),
        }
      : {}),
  }
}
