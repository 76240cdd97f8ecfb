/**
 * Refunds through the Stripe adapter: the real `stripe` SDK pointed at a local double of Stripe's API.
 */
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stripeGateway } from '../../cms/src/services/payments/providers/stripe/stripeGateway.ts'
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
  double.refunds.splice(0)
  double.failRefunds(null)
})

const gateway = () =>
  stripeGateway(
    new Stripe('sk_test_double', { host: '127.0.0.1', port: new URL(double.url).port, protocol: 'http' }),
  )

let nextBooking = 880_000
const refundOf = (overrides: { paymentIntentId?: string | null; sessionId?: string | null } = {}) => {
  nextBooking += 1
  return {
    bookingId: nextBooking,
    amount: 5000,
    currency: 'EUR' as const,
    paymentIntentId: 'pi_recorded',
    sessionId: null,
    ...overrides,
  }
}

const lastRefundRequest = () => double.requests.filter((request) => request.path === '/v1/refunds').at(-1)!

const openSession = (bookingId: number) =>
  gateway().openSession({
    bookingId,
    amount: 5000,
    currency: 'EUR',
    itemName: 'Test',
    itemDetails: 'Passengers: 1',
    email: 'refund@example.com',
    locale: 'en',
    expiresAt: Math.floor(Date.now() / 1000) + 1900,
  })

describe('Stripe refunds', () => {
  it('should refund the recorded payment intent with an idempotency key of the booking', async () => {
    const input = refundOf()
    await gateway().refund(input)
    const request = lastRefundRequest()
    expect([request.form.get('payment_intent'), request.headers['idempotency-key']]).toEqual([
      'pi_recorded',
      `nexovia-booking-${input.bookingId}-refund`,
    ])
  })

  it('should answer the refund id and the amount Stripe gave back', async () => {
    const { sessionId } = await openSession(870_001)
    const intent = String(double.session(sessionId)!.payment_intent)
    const refund = await gateway().refund(refundOf({ paymentIntentId: intent }))
    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_/), amount: 5000 })
  })

  it('should refund once when asked twice for one booking', async () => {
    const input = refundOf()
    const [first, second] = [await gateway().refund(input), await gateway().refund(input)]
    expect([double.refunds.length, second.refundId]).toEqual([1, first.refundId])
  })

  it("should refund the session's payment intent when none was recorded", async () => {
    const { sessionId } = await openSession(870_002)
    await gateway().refund(refundOf({ paymentIntentId: null, sessionId }))
    expect(lastRefundRequest().form.get('payment_intent')).toBe(double.session(sessionId)!.payment_intent)
  })

  it('should throw when Stripe refuses the refund', async () => {
    double.failRefunds('The charge is disputed')
    await expect(gateway().refund(refundOf())).rejects.toThrow('The charge is disputed')
  })

  it('should expire an open session when closing it', async () => {
    const { sessionId } = await openSession(870_003)
    await gateway().closeSession(sessionId)
    expect(double.session(sessionId)!.status).toBe('expired')
  })
})

describe('the payment intent at fulfilment', () => {
  it('should record the payment intent of a completed session on the booking', async () => {
    const email = `refund-${crypto.randomUUID()}@example.com`
    emails.push(email)
    const item = await seededPackage(payload, 'flight')
    const { url } = await startCheckout('flight', { package_id: item.id, passengers: 1, user_email: email })
    const sessionId = url!.pathname.split('/').pop()!
    const booking = await bookingOf(payload, sessionId)
    const paymentIntent = String(double.session(sessionId)!.payment_intent)
    await deliverEvent(
      sessionEvent('checkout.session.completed', {
        id: sessionId,
        bookingId: booking.id,
        amount: booking.amount,
        currency: booking.currency,
        paymentIntent,
      }),
    )
    expect((await bookingOf(payload, sessionId)).paymentIntentId).toBe(paymentIntent)
  })
})
