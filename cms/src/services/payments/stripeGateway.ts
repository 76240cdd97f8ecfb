import type Stripe from 'stripe'
import { sitePage } from './paymentConfig'
import type { PaymentGateway } from './paymentGateway'

/**
 * Stripe Checkout through the official SDK: one line item with the server's amount (integer minor
 * units; Stripe's XOF is zero-decimal like ours), the booking id in the metadata of the session and
 * of its payment intent, the success URL with {CHECKOUT_SESSION_ID}, a 30-minute expiry, and an
 * idempotency key per booking so that a retried request opens the same session.
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
  }
}

/** The session as Stripe has it now (the status endpoint may ask when no event has arrived yet). */
export const retrieveStripeSession = (stripe: Stripe, sessionId: string) =>
  stripe.checkout.sessions.retrieve(sessionId)
