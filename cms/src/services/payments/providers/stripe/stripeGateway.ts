import type Stripe from 'stripe'
import { sitePage } from '../../../lib/sitePage'
import type { PaymentGateway, RefundInput } from '../../paymentGateway'

/**
 * Stripe Checkout through the official SDK: one line item with the server's amount (integer minor
 * units; Stripe's XOF is zero-decimal like ours), the booking id in the metadata of the session and
 * of its payment intent, the success URL with {CHECKOUT_SESSION_ID}, a 30-minute expiry, and an
 * idempotency key per booking so that a retried request opens the same session (and, for a refund,
 * gives the money back once however often a cancel is retried).
 */
export function stripeGateway(stripe: Stripe): PaymentGateway {
  return {
    name: 'stripe',
    openSession: async (input) => {
      const metadata = { booking_id: String(input.bookingId) }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.itemName, description: input.itemDetails },
              },
            },
          ],
          customer_email: input.email,
          client_reference_id: String(input.bookingId),
          metadata,
          payment_intent_data: { metadata },
          locale: input.locale,
          expires_at: input.expiresAt,
          success_url: `${sitePage(input.locale, '/payment/success')}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: sitePage(input.locale, '/payment/cancel'),
        },
        { idempotencyKey: `nexovia-booking-${input.bookingId}-checkout` },
      )
      if (!session.url) throw new Error(`Stripe session ${session.id} has no URL`)
      return { sessionId: session.id, url: session.url, expiresAt: session.expires_at }
    },
    refund: async (input) => {
      const refund = await stripe.refunds.create(
        {
          payment_intent: await paymentIntentOf(stripe, input),
          metadata: { booking_id: String(input.bookingId) },
        },
        // A duplicate payment's refund is keyed by that payment: the booking's own refund stays possible.
        {
          idempotencyKey: input.ofDuplicate
            ? `nexovia-payment-${input.paymentIntentId}-refund`
            : `nexovia-booking-${input.bookingId}-refund`,
        },
      )
      // pending and requires_action still end in the traveller's account; failed and canceled do not.
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new Error(`Stripe refund ${refund.id} of booking ${input.bookingId} is ${refund.status}`)
      }
      return { refundId: refund.id, amount: refund.amount }
    },
    closeSession: async (sessionId) => {
      const session = await stripe.checkout.sessions.retrieve(sessionId)
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId)
    },
  }
}

/** The payment intent to refund: recorded at fulfilment, else the one Stripe's session names. */
async function paymentIntentOf(stripe: Stripe, input: RefundInput): Promise<string> {
  if (input.paymentIntentId) return input.paymentIntentId
  if (!input.sessionId) throw new Error(`Booking ${input.bookingId} has no Stripe payment to refund`)
  const session = await stripe.checkout.sessions.retrieve(input.sessionId)
  const intent =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  if (!intent) throw new Error(`Stripe session ${input.sessionId} has no payment intent`)
  return intent
}

/** The session as Stripe has it now (the status endpoint may ask when no event has arrived yet). */
export const retrieveStripeSession = (stripe: Stripe, sessionId: string) =>
  stripe.checkout.sessions.retrieve(sessionId)
