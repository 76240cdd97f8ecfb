/**
 * The site's checkout page for Flutterwave's mobile-money sessions (`flw_…`), with the real
 * cms Flutterwave client against the local double: the page's view and status answer for such a
 * session, each charge is a recorded attempt, a retry after a failure awaits its own outcome (never the
 * previous attempt's "failed"), a repeated failure releases nothing twice in a harmful way, and the
 * expiry job re-queries an overdue attempt whose webhook was lost before expiring its booking (issue 29).
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type BookingKindHooks,
  hooksOfKind,
  registerBookingKind,
} from '../../cms/src/services/payments/bookingKinds.ts'
import {
  EXPIRE_BOOKINGS_TASK,
  PAYMENTS_QUEUE,
} from '../../cms/src/services/payments/housekeeping/expireBookingsTask.ts'
import { callApi } from '../fixtures/api.ts'
import { useFlutterwaveDouble } from '../fixtures/flutterwaveDouble.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, deleteBookings, mobileMoneyFlightCheckout } from '../fixtures/payments.ts'
import { ratesDay } from '../fixtures/ratesOfToday.ts'
import { ABJ, bookRide, customer, deleteRides, PLATEAU, rideRequest } from '../fixtures/taxi.ts'

const HASH = 'nexovia-test-verif-hash'
const flutterwave = useFlutterwaveDouble(HASH)
let payload: Payload
const emails: string[] = []
const rideEmails: string[] = []
/** Every ride booking whose release the taxi kind was called for (its own hook, wrapped to count). */
const released: number[] = []
let taxiHooks: BookingKindHooks<'taxi'> | undefined

beforeAll(async () => {
  payload = await testPayload()
  taxiHooks = hooksOfKind('taxi')
  registerBookingKind('taxi', {
    ...taxiHooks,
    onReleased: async (tx, bookingIds, now) => {
      released.push(...bookingIds)
      await taxiHooks?.onReleased?.(tx, bookingIds, now)
    },
  })
})

afterAll(async () => {
  if (taxiHooks) registerBookingKind('taxi', taxiHooks)
})

afterEach(async () => {
  await deleteBookings(payload, emails)
  await deleteRides(payload, rideEmails.splice(0))
})

/** A flight package paid by mobile money in CFA francs through Flutterwave: its session and booking. */
const flutterwaveCheckout = () => mobileMoneyFlightCheckout(payload, { prefix: 'flw-page', emails })

/** Starts a charge (an attempt) and returns the transaction the double holds for it. */
async function chargeAttempt(sessionId: string) {
  const { status } = await callApi(`/payments/mobile-money/${sessionId}/charge`, {
    method: 'POST',
    body: { phone: '0700000001', network: 'ORANGEMONEY', country: 'CI' },
  })
  return { status, transaction: flutterwave.double.transactions.at(-1)! }
}

const deliver = (body: string) =>
  callApi('/payments/flutterwave/webhook', {
    method: 'POST',
    rawBody: body,
    headersExtra: { 'verif-hash': HASH },
  })

const statusOf = async (sessionId: string) => (await callApi(`/payments/status/${sessionId}`)).json
const reread = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0 })
const rideStatus = async (rideId: number) =>
  (await payload.findByID({ collection: 'rides', id: rideId, depth: 0 })).status

describe("the site's checkout page for a Flutterwave session", () => {
  it('should show the session as a real provider, in CFA francs with the price and the rate date', async () => {
    const { sessionId, pack, booking } = await flutterwaveCheckout()
    const { status, json } = await callApi(`/payments/test-checkout/${sessionId}`)
    expect([
      sessionId.slice(0, 4),
      status,
      json.provider,
      json.state,
      json.payment_method,
      json.amount,
      json.currency,
      json.converted_from,
    ]).toEqual([
      'flw_',
      200,
      'flutterwave',
      'open',
      'mobile_money',
      booking.amount,
      'XOF',
      { amount: pack.basePrice, currency: 'USD', rate_set_on: ratesDay() },
    ])
  })

  it('should answer the status of a Flutterwave session to the page that polls it', async () => {
    const { sessionId } = await flutterwaveCheckout()
    const status = await statusOf(sessionId)
    expect([status.payment_status, status.transaction_status, status.currency]).toEqual([
      'unpaid',
      'open',
      'XOF',
    ])
  })

  it('should refuse a Flutterwave session id nobody was given', async () => {
    const { status } = await callApi(`/payments/test-checkout/flw_${'0'.repeat(48)}`)
    expect(status).toBe(404)
  })

  it("should not take a test card for a Flutterwave session (only the test checkout's sessions are paid so)", async () => {
    const { sessionId, booking } = await flutterwaveCheckout()
    const { status } = await callApi(`/payments/test-checkout/${sessionId}/pay`, {
      method: 'POST',
      body: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ama Mensah' },
    })
    expect([status, (await reread(booking.id)).status]).toEqual([404, 'pending'])
  })
})

describe('mobile-money charge attempts', () => {
  it('should record each charge as an attempt named by the reference sent to Flutterwave', async () => {
    const { sessionId, booking } = await flutterwaveCheckout()
    const first = await chargeAttempt(sessionId)
    const second = await chargeAttempt(sessionId)
    const { docs } = await payload.find({
      collection: 'payment-events',
      where: { booking: { equals: booking.id }, type: { equals: 'mobile_money.charge_started' } },
      sort: 'id',
      depth: 0,
    })
    expect(docs.map((event) => event.eventId)).toEqual([
      `momo_attempt_${first.transaction.tx_ref}`,
      `momo_attempt_${second.transaction.tx_ref}`,
    ])
  })

  it("should read a retry after a failure as waiting for the new attempt, not as the last one's failure", async () => {
    const { sessionId } = await flutterwaveCheckout()
    const first = await chargeAttempt(sessionId)
    await deliver(flutterwave.double.webhookBody(flutterwave.double.decline(first.transaction)))
    const afterFailure = await statusOf(sessionId)
    const retry = await chargeAttempt(sessionId)
    const afterRetry = await statusOf(sessionId)
    expect([
      afterFailure.payment_status,
      afterFailure.mobile_money_failure,
      retry.status,
      afterRetry.payment_status,
      afterRetry.transaction_status,
      afterRetry.mobile_money_failure,
    ]).toEqual(['failed', 'declined', 202, 'unpaid', 'open', null])
  })

  it("should not fail a retry with the earlier attempt's failure delivered late", async () => {
    const { sessionId, booking } = await flutterwaveCheckout()
    const first = await chargeAttempt(sessionId)
    await chargeAttempt(sessionId)
    await deliver(flutterwave.double.webhookBody(flutterwave.double.timeOut(first.transaction)))
    expect((await reread(booking.id)).status).toBe('pending')
  })

  it("should fail the retry on its own outcome, and confirm a later attempt's approval", async () => {
    const { sessionId, booking } = await flutterwaveCheckout()
    const first = await chargeAttempt(sessionId)
    await deliver(flutterwave.double.webhookBody(flutterwave.double.decline(first.transaction)))
    const second = await chargeAttempt(sessionId)
    await deliver(flutterwave.double.webhookBody(flutterwave.double.timeOut(second.transaction)))
    const afterSecond = await statusOf(sessionId)
    const third = await chargeAttempt(sessionId)
    await deliver(flutterwave.double.webhookBody(flutterwave.double.approve(third.transaction)))
    const paid = await reread(booking.id)
    expect([afterSecond.mobile_money_failure, paid.status, paid.paymentIntentId]).toEqual([
      'timed_out',
      'confirmed',
      String(third.transaction.id),
    ])
  })

  it('should refuse another attempt once the booking is paid', async () => {
    const { sessionId } = await flutterwaveCheckout()
    const first = await chargeAttempt(sessionId)
    await deliver(flutterwave.double.webhookBody(flutterwave.double.approve(first.transaction)))
    const sent = flutterwave.double.requests.length
    const again = await chargeAttempt(sessionId)
    expect([again.status, flutterwave.double.requests.length]).toEqual([409, sent])
  })
})

describe('a repeated mobile-money failure of a ride', () => {
  /** A ride in Abidjan booked by mobile money in CFA francs through Flutterwave. */
  async function rideByMobileMoney() {
    const email = `flw-ride-${crypto.randomUUID()}@example.com`
    rideEmails.push(email)
    const { json } = await bookRide({
      customer: customer(email),
      ride: rideRequest({ origin: ABJ, destination: PLATEAU }),
      payment_method: 'mobile_money',
      charge_currency: 'XOF',
    })
    const sessionId = new URL(String(json.checkout_url)).searchParams.get('session_id') ?? ''
    return { sessionId, booking: await bookingOf(payload, sessionId), rideId: Number(json.ride_request_id) }
  }

  it('should release once for the same failure delivered twice, and the ride stays cancelled', async () => {
    const { sessionId, booking, rideId } = await rideByMobileMoney()
    const first = await chargeAttempt(sessionId)
    const body = flutterwave.double.webhookBody(flutterwave.double.decline(first.transaction))
    await deliver(body)
    await deliver(body)
    expect([released.filter((id) => id === booking.id).length, await rideStatus(rideId)]).toEqual([
      1,
      'cancelled',
    ])
  })

  it('should release again harmlessly when a retry fails too, and still pay the ride when a later try is approved', async () => {
    const { sessionId, booking, rideId } = await rideByMobileMoney()
    const first = await chargeAttempt(sessionId)
    await deliver(flutterwave.double.webhookBody(flutterwave.double.decline(first.transaction)))
    const second = await chargeAttempt(sessionId)
    await deliver(flutterwave.double.webhookBody(flutterwave.double.decline(second.transaction)))
    const afterTwoFailures = await rideStatus(rideId)
    const third = await chargeAttempt(sessionId)
    await deliver(flutterwave.double.webhookBody(flutterwave.double.approve(third.transaction)))
    expect([
      released.filter((id) => id === booking.id).length,
      afterTwoFailures,
      (await reread(booking.id)).status,
      await rideStatus(rideId),
    ]).toEqual([2, 'cancelled', 'confirmed', 'paid'])
  })
})

describe('the expiry job and a mobile-money attempt whose webhook was lost (the page closed)', () => {
  /** A charge sent to the phone, its session then past its expiry. */
  async function overdueCharge() {
    const { sessionId, booking } = await flutterwaveCheckout()
    const { transaction } = await chargeAttempt(sessionId)
    const pastExpiry = new Date(Date.now() - 60_000).toISOString()
    await payload.update({ collection: 'bookings', id: booking.id, data: { sessionExpiresAt: pastExpiry } })
    return { booking, transaction }
  }

  async function runExpiryJob() {
    await payload.jobs.queue({ task: EXPIRE_BOOKINGS_TASK, input: {}, queue: PAYMENTS_QUEUE })
    await payload.jobs.run({ queue: PAYMENTS_QUEUE })
  }

  it('should confirm a booking whose attempt Flutterwave has as paid, instead of expiring it', async () => {
    const { booking, transaction } = await overdueCharge()
    flutterwave.double.approve(transaction)
    await runExpiryJob()
    const after = await reread(booking.id)
    expect([after.status, after.paymentIntentId]).toEqual(['confirmed', String(transaction.id)])
  })

  it('should expire a booking whose attempt is still unpaid at Flutterwave', async () => {
    const { booking } = await overdueCharge()
    await runExpiryJob()
    expect((await reread(booking.id)).status).toBe('expired')
  })
})
