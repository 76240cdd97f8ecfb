/**
 * The Stripe adapter through the real `stripe` SDK, pointed at a local double of Stripe's API;
 * webhook signatures made with the SDK's own test-header helper.
 */
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stripeGateway } from '../../cms/src/services/payments/providers/stripe/stripeGateway.ts'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import {
  bookingOf,
  deleteBookings,
  deliverEvent,
  seededPackage,
  sessionEvent,
  startCheckout,
} from '../fixtures/payments.ts'
import { type StripeDouble, useStripeDouble } from '../fixtures/stripeDouble.ts'

let payload: Payload
let double: StripeDouble
const emails: string[] = []

beforeAll(async () => {
  payload = await testPayload()
  double = await useStripeDouble()
})

afterAll(async () => {
  await double.stop()
})

afterEach(async () => {
  await deleteBookings(payload, emails)
  double.requests.splice(0)
})

async function stripeCheckout(locale = 'en') {
  const email = `stripe-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const item = await seededPackage(payload, 'flight')
  const started = await startCheckout('flight', {
    package_id: item.id,
    passengers: 2,
    user_email: email,
    locale,
  })
  const created = double.requests.find((request) => request.method === 'POST')!
  return { ...started, item, form: created.form, headers: created.headers }
}

describe('Stripe checkout', () => {
  it('should send the traveller to the Stripe session URL', async () => {
    const { status, json } = await stripeCheckout()
    expect([status, String(json.checkout_url)]).toEqual([
      201,
      expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
    ])
  })

  it('should send one line item with the server amount in minor units', async () => {
    const { form, item } = await stripeCheckout()
    expect([
      form.get('line_items[0][quantity]'),
      form.get('line_items[0][price_data][unit_amount]'),
      form.get('line_items[0][price_data][currency]'),
    ]).toEqual(['1', String(item.basePrice * 2), 'usd'])
  })

  it('should put the booking id in the session and payment intent metadata', async () => {
    const { form, url } = await stripeCheckout()
    const booking = await bookingOf(payload, url!.pathname.split('/').pop()!)
    expect([form.get('metadata[booking_id]'), form.get('payment_intent_data[metadata][booking_id]')]).toEqual(
      [String(booking.id), String(booking.id)],
    )
  })

  it('should ask for French, the success URL with {CHECKOUT_SESSION_ID} and the cancel URL', async () => {
    const { form } = await stripeCheckout('fr')
    expect([form.get('locale'), form.get('success_url'), form.get('cancel_url')]).toEqual([
      'fr',
      `${process.env.PUBLIC_SITE_URL}/fr/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      `${process.env.PUBLIC_SITE_URL}/fr/payment/cancel`,
    ])
  })

  it('should let the session expire 30 minutes after it opens', async () => {
    const before = Math.floor(Date.now() / 1000)
    const { form } = await stripeCheckout()
    const minutes = (Number(form.get('expires_at')) - before) / 60
    expect(minutes >= 30 && minutes <= 32).toBe(true)
  })

  it('should send an idempotency key of the booking', async () => {
    const { headers, url } = await stripeCheckout()
    const booking = await bookingOf(payload, url!.pathname.split('/').pop()!)
    expect(headers['idempotency-key']).toBe(`nexovia-booking-${booking.id}-checkout`)
  })

  it('should open the same session when the gateway is asked twice for one booking', async () => {
    const gateway = stripeGateway(
      new Stripe('sk_test_double', { host: '127.0.0.1', port: new URL(double.url).port, protocol: 'http' }),
    )
    const input = {
      bookingId: 987_654,
      amount: 5000,
      currency: 'EUR' as const,
      itemName: 'Test',
      itemDetails: 'Passengers: 1',
      email: 'twice@example.com',
      locale: 'en' as const,
      expiresAt: Math.floor(Date.now() / 1000) + 1900,
    }
    const [first, second] = [await gateway.openSession(input), await gateway.openSession(input)]
    expect(second.sessionId).toBe(first.sessionId)
  })

  it('should confirm the booking from a completed-session event signed by the SDK helper', async () => {
    const { url } = await stripeCheckout()
    const sessionId = url!.pathname.split('/').pop()!
    const booking = await bookingOf(payload, sessionId)
    const event = sessionEvent('checkout.session.completed', {
      id: sessionId,
      bookingId: booking.id,
      amount: booking.amount,
      currency: booking.currency,
    })
    const { status } = await deliverEvent(event)
    expect([status, (await bookingOf(payload, sessionId)).status]).toEqual([200, 'confirmed'])
  })

  it('should read a session Stripe expired as expired on the status endpoint', async () => {
    const { url } = await stripeCheckout()
    const sessionId = url!.pathname.split('/').pop()!
    double.setStatus(sessionId, 'expired')
    const { json } = await callApi(`/payments/status/${sessionId}`)
    expect([json.payment_status, json.transaction_status]).toEqual(['unpaid', 'expired'])
  })
})
