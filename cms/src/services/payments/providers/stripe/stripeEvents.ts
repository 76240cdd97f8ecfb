import { CURRENCIES, type TCurrency } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import type { BookingEvent } from '../../bookings/bookingState'
import { applyVerifiedPayment } from '../../confirmation/verifiedPayment'
import type { WebhookOutcome } from '../../paymentGateway'
import { WEBHOOK_TOLERANCE_SECONDS, webhookSecret } from './stripeConfig'

type EventObject = {
  id?: string
  object?: string
  payment_status?: string
  amount_total?: number | null
  currency?: string | null
  metadata?: Record<string, string> | null
  last_payment_error?: { code?: string; decline_code?: string } | null
  payment_intent?: string | { id: string } | null
}

/** The booking event a Stripe event means, if any. */
function bookingEventOf(type: string, object: EventObject): BookingEvent | undefined {
  switch (type) {
    case 'checkout.session.completed':
      // Delayed methods (bank debits) complete unpaid and succeed or fail later.
      return object.payment_status === 'unpaid' ? undefined : 'payment_succeeded'
    case 'checkout.session.async_payment_succeeded':
      return 'payment_succeeded'
    case 'checkout.session.async_payment_failed':
      return 'payment_failed'
    case 'checkout.session.expired':
      return 'session_expired'
    case 'payment_intent.payment_failed':
      return 'card_refused'
    default:
      return undefined
  }
}

/** The payment intent a completed session names (recorded on the booking: a refund needs it). */
const paymentIntentOf = (object: EventObject): string | undefined =>
  (typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id) ?? undefined

const bookingIdOf = (object: EventObject): number | null => {
  const id = Number(object.metadata?.booking_id)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * The webhook: verifies the Stripe signature on the raw body (300 s tolerance), records the event id
 * once, applies it to the booking in the same transaction, then sends the confirmation mail once. A
 * payment for a booking staff cancelled is refunded in that transaction (lateRefund.ts).
 * Stripe's events and the built-in test checkout's events both come through here.
 * 400 for a bad signature or a stale timestamp (nothing changes); 200 for everything verified, including
 * a redelivery (Stripe stops retrying) and events that concern no booking. A database failure throws:
 * the caller answers 500 and Stripe retries later, so a payment is never lost.
 */
export async function receivePaymentEvent(
  payload: Payload,
  rawBody: string | Buffer,
  signature: string | null,
  now = new Date(),
): Promise<WebhookOutcome> {
  let event: Stripe.Event
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      webhookSecret(),
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      // Milliseconds: the SDK divides by 1000 itself.
      now.getTime(),
    )
  } catch {
    return { status: 400, body: { message: 'paymentErrors.invalidSignature' } }
  }
  const object = event.data.object as EventObject
  return applyVerifiedPayment(
    payload,
    {
      eventId: event.id,
      eventType: event.type,
      bookingId: bookingIdOf(object),
      bookingEvent: bookingEventOf(event.type, object),
      charged: chargedOf(object),
      paymentIntentId: paymentIntentOf(object),
      lastPaymentError: object.last_payment_error?.decline_code ?? object.last_payment_error?.code,
    },
    now,
  )
}

/** What a Stripe session charged (Stripe's currency codes are lower case); null when it names neither. */
function chargedOf(object: EventObject): { amount: number; currency: TCurrency } | null {
  if (typeof object.amount_total !== 'number' || typeof object.currency !== 'string') return null
  const currency = object.currency.toUpperCase()
  return CURRENCIES.includes(currency as TCurrency)
    ? { amount: object.amount_total, currency: currency as TCurrency }
    : null
}
