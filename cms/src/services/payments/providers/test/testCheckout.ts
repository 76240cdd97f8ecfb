import { randomBytes } from 'node:crypto'
import {
  COLLECTION_SLUGS,
  type Locale,
  TEST_CARDS,
  type TTestCardPayment,
  type TTestPaymentFailure,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import type { Booking } from '../../../../payload-types'
import { sitePage } from '../../../lib/sitePage'
import { recordCardLast4 } from '../../bookings/bookingStore'
import { checkoutStateOf } from '../../checkout/checkoutView'
import { receivePaymentEvent } from '../../providers/stripe/stripeEvents'
import { webhookSecret } from '../stripe/stripeConfig'

/** The booking behind a test checkout session, if there is one. */
async function findTestBooking(payload: Payload, sessionId: string): Promise<Booking | undefined> {
  if (!/^cs_test_[0-9a-f]{48}$/.test(sessionId)) return undefined
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookings,
    where: { checkoutSessionId: { equals: sessionId }, checkoutProvider: { equals: 'test' } },
    limit: 1,
    depth: 0,
  })
  return docs[0]
}

/**
 * The built-in test checkout (its gateway is testGateway.ts): a page of the site shows the session
 * (checkoutView.ts) and a card form; paying produces the event Stripe would send, signed with the webhook
 * secret, and hands it to the same handler as Stripe's (nothing is fulfilled any other way).
 */
export type TestPaymentResult =
  | { status: 200; body: { outcome: 'succeeded'; redirect_url: string } }
  | {
      status: number
      body: { outcome: TTestPaymentFailure; message: string; fieldErrors?: Record<string, string> }
    }

const refused = (
  status: number,
  outcome: TTestPaymentFailure,
  message: string,
  fieldErrors?: Record<string, string>,
): TestPaymentResult => ({ status, body: { outcome, message, ...(fieldErrors ? { fieldErrors } : {}) } })

/** Luhn's checksum, as every card number carries. */
export function passesLuhn(number: string): boolean {
  let sum = 0
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** True when the card's MM/YY is this month or later. */
export function isUnexpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()))
  const endOfMonth = Date.UTC(2000 + year!, month!, 1)
  return endOfMonth > now.getTime()
}

/** Signs an event as Stripe does and hands it to the webhook handler. */
async function deliver(payload: Payload, event: Record<string, unknown>, now: Date) {
  const body = JSON.stringify(event)
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: webhookSecret(),
    timestamp: Math.floor(now.getTime() / 1000),
  })
  return receivePaymentEvent(payload, body, signature, now)
}

const eventEnvelope = (id: string, type: string, object: Record<string, unknown>, now: Date) => ({
  id,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created: Math.floor(now.getTime() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
})

/**
 * Pays a test checkout session with a test card: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is
 * declined and 4000 0000 0000 9995 has insufficient funds (the session stays open, as on Stripe); any
 * other number is declined like a real card in Stripe's test mode.
 */
export async function payTestCheckout(
  payload: Payload,
  sessionId: string,
  card: TTestCardPayment,
  now = new Date(),
): Promise<TestPaymentResult> {
  const booking = await findTestBooking(payload, sessionId)
  if (!booking) return refused(404, 'session_not_found', 'paymentErrors.sessionNotFound')
  const state = checkoutStateOf(booking, now)
  if (state === 'complete') return refused(409, 'session_closed', 'paymentErrors.sessionClosed')
  if (state === 'expired') return refused(410, 'session_expired', 'paymentErrors.sessionExpired')
  if (!passesLuhn(card.number)) {
    return refused(400, 'invalid_card', 'paymentErrors.invalidCard', { number: 'paymentErrors.invalidCard' })
  }
  if (!isUnexpired(card.expiry, now)) {
    return refused(400, 'invalid_card', 'paymentErrors.invalidCard', { expiry: 'paymentErrors.invalidCard' })
  }
  const metadata = { booking_id: String(booking.id) }
  if (card.number !== TEST_CARDS.success) {
    const outcome = card.number === TEST_CARDS.insufficientFunds ? 'insufficient_funds' : 'card_declined'
    const intent = {
      id: `pi_test_${randomBytes(12).toString('hex')}`,
      object: 'payment_intent',
      amount: booking.amount,
      currency: booking.currency.toLowerCase(),
      metadata,
      status: 'requires_payment_method',
      last_payment_error: {
        code: 'card_declined',
        decline_code: outcome === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline',
      },
    }
    const id = `evt_test_${randomBytes(12).toString('hex')}`
    await deliver(payload, eventEnvelope(id, 'payment_intent.payment_failed', intent, now), now)
    const message =
      outcome === 'insufficient_funds' ? 'paymentErrors.insufficientFunds' : 'paymentErrors.cardDeclined'
    return refused(402, outcome, message)
  }
  const session = {
    id: sessionId,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: booking.amount,
    currency: booking.currency.toLowerCase(),
    client_reference_id: String(booking.id),
    customer_email: booking.email,
    // Stripe names the payment in the session; a refund of the booking names it back.
    payment_intent: `pi_test_${sessionId.slice('cs_test_'.length, 'cs_test_'.length + 24)}`,
    metadata,
  }
  // The card's last digits, as Stripe keeps them: a refund names the card ("ending 4242").
  await recordCardLast4(payload, booking.id, card.number.slice(-4))
  // One event id per session: paying twice (a double click) is a redelivery, not a second payment.
  const id = `evt_test_completed_${sessionId.slice('cs_test_'.length)}`
  await deliver(payload, eventEnvelope(id, 'checkout.session.completed', session, now), now)
  const redirect = `${sitePage(booking.locale as Locale, '/payment/success')}?session_id=${sessionId}`
  return { status: 200, body: { outcome: 'succeeded', redirect_url: redirect } }
}
