/**
 * The built-in test checkout's mobile money (FLUTTERWAVE_SECRET_KEY unset): the phone number picks the
 * outcome, like Stripe's test cards, and it goes through the same verified-payment handler.
 */
import { TEST_MOBILE_MONEY_PHONES } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import {
  bookingOf,
  deleteBookings,
  mobileMoneyFlightCheckout,
  seededPackage,
  startCheckout,
} from '../fixtures/payments.ts'
import { ratesDay } from '../fixtures/ratesOfToday.ts'

let payload: Payload
const emails: string[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await deleteBookings(payload, emails)
})

/** Opens a CFA franc mobile-money checkout and approves it from the given phone. */
async function payFrom(phone: string) {
  const { sessionId } = await mobileMoneyFlightCheckout(payload, { prefix: 'test-momo', emails })
  const answer = await callApi(`/payments/mobile-money/${sessionId}/charge`, {
    method: 'POST',
    body: { phone, network: 'WAVE', country: 'SN' },
  })
  return { answer, sessionId, booking: await bookingOf(payload, sessionId) }
}

/** Another approval on the same session, from another phone. */
const chargeAgain = (sessionId: string, phone: string) =>
  callApi(`/payments/mobile-money/${sessionId}/charge`, {
    method: 'POST',
    body: { phone, network: 'WAVE', country: 'SN' },
  })

describe('test checkout mobile money', () => {
  it('should show the page the CFA franc amount, the price it was converted from and the rate date', async () => {
    const email = `test-momo-${crypto.randomUUID()}@example.com`
    emails.push(email)
    const pack = await seededPackage(payload, 'flight')
    const { sessionId } = await startCheckout('flight', {
      package_id: pack.id,
      user_email: email,
      payment_method: 'mobile_money',
      charge_currency: 'XOF',
    })
    const { json } = await callApi(`/payments/test-checkout/${sessionId}`)
    expect([json.payment_method, json.currency, json.converted_from]).toEqual([
      'mobile_money',
      'XOF',
      { amount: pack.basePrice, currency: 'USD', rate_set_on: ratesDay() },
    ])
  })

  it('should answer pending, then confirm the booking in CFA francs when the phone approves', async () => {
    const { answer, booking } = await payFrom(TEST_MOBILE_MONEY_PHONES.approves)
    expect([
      answer.status,
      answer.json.state,
      booking.status,
      booking.currency,
      booking.checkoutProvider,
    ]).toEqual([202, 'pending', 'confirmed', 'XOF', 'test'])
  })

  it('should keep the network and the masked phone that paid, which a refund names', async () => {
    const { booking } = await payFrom('0241234501')
    expect([booking.status, booking.chargeNetwork, booking.chargePhone]).toEqual([
      'confirmed',
      'WAVE',
      '024•••••01',
    ])
  })

  it('should release the booking when the phone declines', async () => {
    const { booking } = await payFrom(TEST_MOBILE_MONEY_PHONES.declines)
    expect([booking.status, booking.lastPaymentError]).toEqual(['failed', 'mobile_money_declined'])
  })

  it('should release the booking when the approval times out', async () => {
    const { booking } = await payFrom(TEST_MOBILE_MONEY_PHONES.timesOut)
    expect([booking.status, booking.lastPaymentError]).toEqual(['failed', 'mobile_money_timed_out'])
  })

  it('should tell the checkout page why the approval failed, so it can offer another try', async () => {
    const { sessionId } = await payFrom(TEST_MOBILE_MONEY_PHONES.timesOut)
    const status = await callApi(`/payments/status/${sessionId}`)
    const view = await callApi(`/payments/test-checkout/${sessionId}`)
    expect([status.json.payment_status, status.json.mobile_money_failure, view.json.state]).toEqual([
      'failed',
      'timed_out',
      'open',
    ])
  })

  it('should confirm a declined session once another try is approved', async () => {
    const { sessionId } = await payFrom(TEST_MOBILE_MONEY_PHONES.declines)
    const again = await chargeAgain(sessionId, TEST_MOBILE_MONEY_PHONES.approves)
    const booking = await bookingOf(payload, sessionId)
    expect([again.status, booking.status, booking.lastPaymentError]).toEqual([202, 'confirmed', null])
  })

  it('should record the reason of a second failed try', async () => {
    const { sessionId } = await payFrom(TEST_MOBILE_MONEY_PHONES.declines)
    await chargeAgain(sessionId, TEST_MOBILE_MONEY_PHONES.timesOut)
    const booking = await bookingOf(payload, sessionId)
    expect([booking.status, booking.lastPaymentError]).toEqual(['failed', 'mobile_money_timed_out'])
  })

  it('should refuse a number that is not one, in the field, keeping the session open', async () => {
    const { answer, booking } = await payFrom('not-a-phone')
    expect([
      answer.status,
      (answer.json.fieldErrors as Record<string, string>).phone,
      booking.status,
    ]).toEqual([400, 'validation.mobileMoneyPhone', 'pending'])
  })
})
