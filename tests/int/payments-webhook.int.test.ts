/** POST /api/payments/webhook: only verified events change a booking, each event once. */
import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { mailsTo, waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import {
  bookingOf,
  deleteBookings,
  deliverEvent,
  seededPackage,
  sessionEvent,
  startCheckout,
} from '../fixtures/payments.ts'

let payload: Payload
const emails: string[] = []
let session: { id: string; bookingId: number; amount: number; currency: string }
let email: string

beforeAll(async () => {
  payload = await testPayload()
})

beforeEach(async () => {
  email = `paid-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const item = await seededPackage(payload, 'flight')
  const { sessionId } = await startCheckout('flight', {
    package_id: item.id,
    passengers: 2,
    user_email: email,
    locale: 'fr',
  })
  const booking = await bookingOf(payload, sessionId)
  session = { id: sessionId, bookingId: booking.id, amount: booking.amount, currency: booking.currency }
})

afterEach(async () => {
  await deleteBookings(payload, emails)
})

const eventsOfBooking = async () =>
  (await payload.count({ collection: 'payment-events', where: { booking: { equals: session.bookingId } } }))
    .totalDocs

describe('POST /api/payments/webhook', () => {
  it('should refuse a signature made with another secret with 400', async () => {
    const { status } = await deliverEvent(sessionEvent('checkout.session.completed', session), {
      secret: 'whsec_not-ours',
    })
    expect(status).toBe(400)
  })

  it('should leave the booking pending after a bad signature', async () => {
    await deliverEvent(sessionEvent('checkout.session.completed', session), { secret: 'whsec_not-ours' })
    const booking = await bookingOf(payload, session.id)
    expect([booking.status, await eventsOfBooking()]).toEqual(['pending', 0])
  })

  it('should refuse an event signed more than 300 seconds ago with 400', async () => {
    const { status } = await deliverEvent(sessionEvent('checkout.session.completed', session), {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    })
    expect(status).toBe(400)
  })

  it('should leave the booking pending after a stale event', async () => {
    await deliverEvent(sessionEvent('checkout.session.completed', session), {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    })
    const booking = await bookingOf(payload, session.id)
    expect([booking.status, await eventsOfBooking()]).toEqual(['pending', 0])
  })

  it('should refuse an unsigned event with 400', async () => {
    const { status } = await callApi('/payments/webhook', {
      method: 'POST',
      rawBody: sessionEvent('checkout.session.completed', session),
    })
    expect(status).toBe(400)
  })

  it('should confirm the booking with a reference when the session completes', async () => {
    await deliverEvent(sessionEvent('checkout.session.completed', session))
    const booking = await bookingOf(payload, session.id)
    expect([booking.status, booking.reference]).toEqual([
      'confirmed',
      expect.stringMatching(/^NX-[2-9A-HJ-NP-Z]{6}$/),
    ])
  })

  it('should fulfil an event delivered 5 times at once exactly once', async () => {
    const event = sessionEvent('checkout.session.completed', session)
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliverEvent(event)))
    const booking = await bookingOf(payload, session.id)
    expect([answers.map((answer) => answer.status), booking.status, await eventsOfBooking()]).toEqual([
      [200, 200, 200, 200, 200],
      'confirmed',
      1,
    ])
  })

  it('should send one confirmation mail for an event delivered 5 times at once', async () => {
    const event = sessionEvent('checkout.session.completed', session)
    await Promise.all(Array.from({ length: 5 }, () => deliverEvent(event)))
    await waitForMail(process.env.MAIL_API_URL!, email)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect((await mailsTo(process.env.MAIL_API_URL!, email)).length).toBe(1)
  })

  it('should write the confirmation mail in the traveller language', async () => {
    await deliverEvent(sessionEvent('checkout.session.completed', session))
    const booking = await bookingOf(payload, session.id)
    const mail = await waitForMail(process.env.MAIL_API_URL!, email)
    expect([mail.subject, mail.text.includes('Montant payé'), mail.text.includes(booking.itemName!)]).toEqual(
      [`Votre réservation Nexovia ${booking.reference} est confirmée`, true, true],
    )
  })

  it('should not confirm a second time with another event for the same session', async () => {
    await deliverEvent(sessionEvent('checkout.session.completed', session))
    const first = await bookingOf(payload, session.id)
    await deliverEvent(sessionEvent('checkout.session.completed', session))
    const second = await bookingOf(payload, session.id)
    expect(second.paidAt).toBe(first.paidAt)
  })

  it('should mark the booking expired when the session expires', async () => {
    await deliverEvent(sessionEvent('checkout.session.expired', session))
    expect((await bookingOf(payload, session.id)).status).toBe('expired')
  })

  it('should mark the booking failed when a delayed payment fails', async () => {
    await deliverEvent(sessionEvent('checkout.session.async_payment_failed', session))
    expect((await bookingOf(payload, session.id)).status).toBe('failed')
  })

  it('should not confirm a session whose amount differs from the booking', async () => {
    await deliverEvent(sessionEvent('checkout.session.completed', { ...session, amount: 1 }))
    expect((await bookingOf(payload, session.id)).status).toBe('pending')
  })

  it('should answer the status endpoint paid with the reference after the event', async () => {
    await deliverEvent(sessionEvent('checkout.session.completed', session))
    const booking = await bookingOf(payload, session.id)
    const { json } = await callApi(`/payments/status/${session.id}`)
    expect(json).toEqual({
      session_id: session.id,
      payment_status: 'paid',
      transaction_status: 'complete',
      booking_reference: booking.reference,
      amount: session.amount,
      currency: session.currency,
      booking_type: 'flight',
      description: expect.any(String),
      // Only a mobile-money approval that failed says why.
      mobile_money_failure: null,
      // Only a stay a supplier confirmed has a number of its own.
      supplier_confirmation: null,
    })
  })
})

describe('POST /api/payments/webhook under concurrency and odd events', () => {
  it('should answer 20 simultaneous distinct completions 2xx with one fulfilment and one mail', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => deliverEvent(sessionEvent('checkout.session.completed', session))),
    )
    await waitForMail(process.env.MAIL_API_URL!, email)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const booking = await bookingOf(payload, session.id)
    expect([
      answers.filter(({ status }) => status >= 200 && status < 300).length,
      booking.status,
      await eventsOfBooking(),
      (await mailsTo(process.env.MAIL_API_URL!, email)).length,
    ]).toEqual([20, 'confirmed', 20, 1])
  })

  it('should answer 200 to an event for a booking that does not exist, so Stripe stops retrying', async () => {
    const { status } = await deliverEvent(
      sessionEvent('checkout.session.completed', { ...session, bookingId: 2_000_000_000 }),
    )
    expect(status).toBe(200)
  })

  it('should not confirm a completion that carries no amount or no currency', async () => {
    const event = (omit: 'amount_total' | 'currency') => {
      const body = JSON.parse(sessionEvent('checkout.session.completed', session))
      delete body.data.object[omit]
      return JSON.stringify(body)
    }
    const answers = [await deliverEvent(event('amount_total')), await deliverEvent(event('currency'))]
    const booking = await bookingOf(payload, session.id)
    expect([answers.map(({ status }) => status), booking.status]).toEqual([[200, 200], 'pending'])
  })
})

describe('a second card payment of a booking already paid', () => {
  it('should keep the first payment and refund the second once, telling the traveller in French', async () => {
    await deliverEvent(sessionEvent('checkout.session.completed', { ...session, paymentIntent: 'pi_first' }))
    const second = sessionEvent('checkout.session.completed', { ...session, paymentIntent: 'pi_second' })
    const another = sessionEvent('checkout.session.completed', { ...session, paymentIntent: 'pi_second' })
    await deliverEvent(second)
    await deliverEvent(second)
    await deliverEvent(another)
    const mail = await waitForMail(process.env.MAIL_API_URL!, email, /second paiement/)
    const booking = await bookingOf(payload, session.id)
    const refunds = await payload.find({
      collection: 'payment-events',
      where: { booking: { equals: session.bookingId }, type: { equals: 'payment.duplicate_refunded' } },
    })
    expect([
      booking.status,
      booking.paymentIntentId,
      booking.refundId ?? null,
      refunds.docs.map((event) => event.eventId),
      mail.text.includes(booking.reference ?? '?'),
    ]).toEqual(['confirmed', 'pi_first', null, ['duplicate_refund_pi_second'], true])
  })
})
