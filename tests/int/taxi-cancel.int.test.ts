/**
 * An administrator cancels a ride: a paid one is refunded through Stripe's SDK (pointed at the local
 * Stripe double) before it is cancelled, and the traveller is mailed (real SMTP test server).
 */
import { formatMoney } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, deliverEvent, sessionEvent } from '../fixtures/payments.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'
import { type StripeDouble, useStripeDouble } from '../fixtures/stripeDouble.ts'
import {
  ABJ,
  deleteQuotes,
  deleteRides,
  driverIn,
  futureAfternoon,
  PLATEAU,
  paidRide,
  quoteAndBook,
  rideRequest,
} from '../fixtures/taxi.ts'

let payload: Payload
let double: StripeDouble
let adminCookie: string
const emails: string[] = []
const driverIds: number[] = []
const cleanups: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  payload = await testPayload()
  double = await useStripeDouble()
  const admin = await signInStaff(payload, 'admin')
  adminCookie = admin.cookie
  cleanups.push(admin.remove)
})

afterAll(async () => {
  await double.stop()
  await deleteRides(payload, emails)
  await payload.delete({ collection: 'drivers', where: { id: { in: driverIds } } })
  await deleteQuotes(payload)
  for (const cleanup of cleanups) await cleanup()
})

afterEach(() => {
  double.failRefunds(null)
})

/** A ride booked in Abidjan on a day of its own, its Stripe checkout opened: pending payment. */
async function bookedRide(day: number, locale: 'en' | 'fr' = 'en') {
  const email = `cancel-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const ride = rideRequest({ origin: ABJ, destination: PLATEAU, datetime: futureAfternoon(day) })
  const { booking } = await quoteAndBook(email, ride, { locale })
  const sessionId = new URL(String(booking.json.checkout_url)).pathname.split('/').pop()!
  return { email, sessionId, rideId: Number(booking.json.ride_request_id) }
}

/** Stripe tells the cms that the session was paid (a completed-session event, signed). */
async function pay(sessionId: string) {
  const booking = await bookingOf(payload, sessionId)
  return deliverEvent(
    sessionEvent('checkout.session.completed', {
      id: sessionId,
      bookingId: booking.id,
      amount: booking.amount,
      currency: booking.currency,
      paymentIntent: String(double.session(sessionId)!.payment_intent),
    }),
  )
}

async function paidBookedRide(day: number, locale: 'en' | 'fr' = 'en') {
  const booked = await bookedRide(day, locale)
  await pay(booked.sessionId)
  return booked
}

const cancel = (rideId: number, cookie = adminCookie) =>
  callConsole(`/taxi/admin/rides/${rideId}/status`, {
    method: 'PUT',
    body: { status: 'cancelled' },
    cookie,
  })

const rideStatus = async (id: number) =>
  (await payload.findByID({ collection: 'rides', id, depth: 0 })).status
const refundsOf = (sessionId: string) =>
  double.refunds.filter((refund) => refund.payment_intent === double.session(sessionId)!.payment_intent)

describe('cancelling a paid ride', () => {
  it('should refund the payment and mark the booking refunded', async () => {
    const { rideId, sessionId } = await paidBookedRide(60)
    const answer = await cancel(rideId)
    const booking = await bookingOf(payload, sessionId)
    expect([answer.status, await rideStatus(rideId), booking.status, booking.refundedAmount]).toEqual([
      200,
      'cancelled',
      'refunded',
      booking.amount,
    ])
  })

  it('should refund the payment intent Stripe took', async () => {
    const { rideId, sessionId } = await paidBookedRide(61)
    await cancel(rideId)
    expect(refundsOf(sessionId)).toHaveLength(1)
  })

  it('should mail the traveller in French that the ride is cancelled and refunded', async () => {
    const { rideId, email } = await paidBookedRide(62, 'fr')
    await cancel(rideId)
    const mail = await waitForMail(process.env.MAIL_API_URL!, email, /annulée/)
    expect([
      mail.subject.startsWith('Votre course du'),
      mail.text.includes('Nous vous avons remboursé'),
    ]).toEqual([true, true])
  })

  it('should mail the refund in the currency charged, back to the card, with the banks’ delay', async () => {
    const { rideId, email, sessionId } = await paidBookedRide(64)
    await cancel(rideId)
    const booking = await bookingOf(payload, sessionId)
    const mail = await waitForMail(process.env.MAIL_API_URL!, email, /cancelled/)
    const refunded = formatMoney(booking.amount, booking.currency, 'en')
    expect([
      booking.currency,
      mail.text.includes(`We have refunded ${refunded} to the card you paid with.`),
    ]).toEqual(['USD', true])
  })

  it('should answer the payment status as refunded', async () => {
    const { rideId, sessionId } = await paidBookedRide(63)
    await cancel(rideId)
    const { json } = await callApi(`/payments/status/${sessionId}`)
    expect([json.payment_status, json.transaction_status]).toEqual(['refunded', 'complete'])
  })

  it('should refund an assigned ride and free its driver for another ride at that time', async () => {
    const { rideId } = await paidBookedRide(64)
    const driver = await driverIn(payload)
    driverIds.push(driver.id)
    await callConsole('/taxi/admin/assign-driver', {
      method: 'POST',
      body: { ride_request_id: rideId, driver_id: driver.id },
      cookie: adminCookie,
    })
    await cancel(rideId)
    const other = await paidRide(
      payload,
      futureAfternoon(64),
      `cancel-other-${crypto.randomUUID()}@example.com`,
    )
    emails.push(other.customerEmail)
    const { json } = await callConsole(`/taxi/admin/drivers/available?ride_request_id=${other.id}`, {
      cookie: adminCookie,
    })
    const row = (json.drivers as { id: number; available: boolean }[]).find((item) => item.id === driver.id)
    expect([await rideStatus(rideId), row?.available]).toEqual(['cancelled', true])
  })

  it('should refund once when two administrators cancel at the same moment', async () => {
    const { rideId, sessionId } = await paidBookedRide(65)
    const answers = await Promise.all([cancel(rideId), cancel(rideId)])
    expect([answers.map((answer) => answer.status).sort(), refundsOf(sessionId).length]).toEqual([
      [200, 409],
      1,
    ])
  })

  it('should leave the ride paid and answer 502 when the refund fails', async () => {
    const { rideId, sessionId } = await paidBookedRide(66)
    double.failRefunds('The charge is disputed')
    const answer = await cancel(rideId)
    expect([
      answer.status,
      answer.json.message,
      await rideStatus(rideId),
      (await bookingOf(payload, sessionId)).status,
    ]).toEqual([502, 'taxiErrors.refundFailed', 'paid', 'confirmed'])
  })

  it('should refund nothing for an editor, who is refused with 403', async () => {
    const { rideId, sessionId } = await paidBookedRide(67)
    const editor = await signInStaff(payload, 'editor')
    cleanups.push(editor.remove)
    const answer = await cancel(rideId, editor.cookie)
    expect([answer.status, await rideStatus(rideId), refundsOf(sessionId).length]).toEqual([403, 'paid', 0])
  })
})

describe('cancelling a ride pending payment', () => {
  it('should cancel the ride and its booking without a refund', async () => {
    const { rideId, sessionId } = await bookedRide(70)
    const answer = await cancel(rideId)
    expect([
      answer.status,
      answer.json.refunded_amount,
      (await bookingOf(payload, sessionId)).status,
      refundsOf(sessionId).length,
    ]).toEqual([200, null, 'cancelled', 0])
  })

  it("should close the ride's Stripe session", async () => {
    const { rideId, sessionId } = await bookedRide(71)
    await cancel(rideId)
    expect(double.session(sessionId)!.status).toBe('expired')
  })

  it('should refund a payment that completes after the cancel and keep the ride cancelled', async () => {
    const { rideId, sessionId } = await bookedRide(72)
    await cancel(rideId)
    await pay(sessionId)
    expect([
      (await bookingOf(payload, sessionId)).status,
      refundsOf(sessionId).length,
      await rideStatus(rideId),
    ]).toEqual(['refunded', 1, 'cancelled'])
  })

  it('should leave the late payment unrecorded when its refund fails, so that Stripe delivers it again', async () => {
    const { rideId, sessionId } = await bookedRide(73)
    await cancel(rideId)
    double.failRefunds('Stripe is down')
    const answer = await pay(sessionId)
    expect([answer.status, (await bookingOf(payload, sessionId)).status]).toEqual([500, 'cancelled'])
  })
})

describe('a payment completing after its checkout expired', () => {
  it('should make the ride paid again', async () => {
    const { rideId, sessionId } = await bookedRide(75)
    const booking = await bookingOf(payload, sessionId)
    const session = {
      id: sessionId,
      bookingId: booking.id,
      amount: booking.amount,
      currency: booking.currency,
    }
    await deliverEvent(sessionEvent('checkout.session.expired', session))
    await pay(sessionId)
    expect([await rideStatus(rideId), (await bookingOf(payload, sessionId)).status]).toEqual([
      'paid',
      'confirmed',
    ])
  })
})
