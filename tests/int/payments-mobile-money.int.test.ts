/**
 * Mobile money through Flutterwave: the cms's Flutterwave client pointed at a local double of
 * Flutterwave's API. Checkout fixes the charge in cedis or CFA francs; the charge is pending until the
 * webhook, whose transaction is re-queried before anything changes.
 */
import { convertAt, REFERENCE_RATES } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { gatewayOf } from '../../cms/src/services/payments/paymentGateways.ts'
import { createFlutterwaveClient } from '../../cms/src/services/payments/providers/flutterwave/flutterwaveClient.ts'
import { flutterwaveGateway } from '../../cms/src/services/payments/providers/flutterwave/flutterwaveGateway.ts'
import { callApi } from '../fixtures/api.ts'
import { useFlutterwaveDouble } from '../fixtures/flutterwaveDouble.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, deleteBookings, seededPackage, startCheckout } from '../fixtures/payments.ts'
import { ratesDay } from '../fixtures/ratesOfToday.ts'

const HASH = 'nexovia-test-verif-hash'
const flutterwave = useFlutterwaveDouble(HASH)
let payload: Payload
const emails: string[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await deleteBookings(payload, emails)
  flutterwave.double.refuse(null)
  flutterwave.double.silence(false)
})

/** A flight package paid by mobile money in the currency asked; its booking and session. */
async function mobileMoneyCheckout(currency: 'GHS' | 'XOF') {
  const email = `momo-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const pack = await seededPackage(payload, 'flight')
  const started = await startCheckout('flight', {
    package_id: pack.id,
    passengers: 1,
    user_email: email,
    payment_method: 'mobile_money',
    charge_currency: currency,
  })
  return { ...started, pack, booking: await bookingOf(payload, started.sessionId) }
}

const charge = (sessionId: string, body: Record<string, unknown>) =>
  callApi(`/payments/mobile-money/${sessionId}/charge`, { method: 'POST', body })

const deliver = (body: string, hash = HASH) =>
  callApi('/payments/flutterwave/webhook', {
    method: 'POST',
    rawBody: body,
    headersExtra: { 'verif-hash': hash },
  })

/** Opens a cedi checkout and starts its charge: the transaction the double holds for it. */
async function pendingGhanaCharge() {
  const checkout = await mobileMoneyCheckout('GHS')
  await charge(checkout.sessionId, { phone: '0550000001', network: 'MTN' })
  return { ...checkout, transaction: flutterwave.double.transactions.at(-1)! }
}

const reread = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0 })

describe('mobile money checkout', () => {
  it('should fix the charge in cedis at the rate of checkout, keeping the price and the rate date', async () => {
    const { booking, pack } = await mobileMoneyCheckout('GHS')
    const expected = convertAt(pack.basePrice, 'USD', 'GHS', REFERENCE_RATES)
    expect(booking).toMatchObject({
      paymentMethod: 'mobile_money',
      checkoutProvider: 'flutterwave',
      currency: 'GHS',
      amount: expected.minor,
      priceAmount: pack.basePrice,
      priceCurrency: 'USD',
      rateSetOn: ratesDay(),
    })
  })

  it('should send the Ghana charge through the SDK in cedis with the network and answer pending', async () => {
    const { sessionId, booking } = await mobileMoneyCheckout('GHS')
    const { status, json } = await charge(sessionId, { phone: '+233 55 000 0001', network: 'VODAFONE' })
    const sent = flutterwave.double.requests.at(-1)!
    expect([status, json.state, sent.path, sent.body.currency, sent.body.network, sent.body.amount]).toEqual([
      202,
      'pending',
      '/v3/charges?type=mobile_money_ghana',
      'GHS',
      'VODAFONE',
      booking.amount / 100,
    ])
  })

  it('should send a CFA franc charge in whole francs with the country', async () => {
    const { sessionId, booking } = await mobileMoneyCheckout('XOF')
    await charge(sessionId, { phone: '0700000001', network: 'ORANGEMONEY', country: 'SN' })
    const sent = flutterwave.double.requests.at(-1)!
    expect([sent.path, sent.body.amount, sent.body.country]).toEqual([
      '/v3/charges?type=mobile_money_franco',
      booking.amount,
      'SN',
    ])
  })

  it('should refuse a network that does not serve the booking currency', async () => {
    const { sessionId } = await mobileMoneyCheckout('GHS')
    const { status, json } = await charge(sessionId, { phone: '0550000001', network: 'WAVE' })
    expect([status, (json.fieldErrors as Record<string, string>).network]).toEqual([
      400,
      'validation.invalidOption',
    ])
  })

  it('should keep the booking pending while the traveller approves on the phone', async () => {
    const { booking } = await pendingGhanaCharge()
    expect((await reread(booking.id)).status).toBe('pending')
  })
})

describe('Flutterwave webhook', () => {
  it('should confirm the booking once for five deliveries of its success', async () => {
    const { booking, transaction } = await pendingGhanaCharge()
    flutterwave.double.approve(transaction)
    for (let delivery = 0; delivery < 5; delivery += 1)
      await deliver(flutterwave.double.webhookBody(transaction))
    // The charge's own attempt is an event too: only the success's deliveries are counted.
    const events = await payload.find({
      collection: 'payment-events',
      where: { booking: { equals: booking.id }, type: { equals: 'flutterwave.charge.successful' } },
    })
    const confirmed = await reread(booking.id)
    expect([confirmed.status, confirmed.paymentIntentId, events.totalDocs]).toEqual([
      'confirmed',
      String(transaction.id),
      1,
    ])
  })

  it('should believe the re-queried status, not the body: a forged "successful" confirms nothing', async () => {
    const { booking, transaction } = await pendingGhanaCharge()
    await deliver(
      JSON.stringify({ event: 'charge.completed', data: { ...transaction, status: 'successful' } }),
    )
    expect((await reread(booking.id)).status).toBe('pending')
  })

  it('should release the booking when the traveller declines on the phone', async () => {
    const { booking, transaction } = await pendingGhanaCharge()
    flutterwave.double.decline(transaction)
    await deliver(flutterwave.double.webhookBody(transaction))
    expect((await reread(booking.id)).status).toBe('failed')
  })

  it('should release the booking when the approval times out, and say so', async () => {
    const { booking, transaction } = await pendingGhanaCharge()
    flutterwave.double.timeOut(transaction)
    await deliver(flutterwave.double.webhookBody(transaction))
    const released = await reread(booking.id)
    expect([released.status, released.lastPaymentError]).toEqual(['failed', 'mobile_money_timed_out'])
  })

  it('should refuse a delivery with a wrong hash and change nothing', async () => {
    const { booking, transaction } = await pendingGhanaCharge()
    flutterwave.double.approve(transaction)
    const { status } = await deliver(flutterwave.double.webhookBody(transaction), 'not-the-hash')
    expect([status, (await reread(booking.id)).status]).toEqual([401, 'pending'])
  })

  it('should confirm nothing when the charged amount differs from the booking', async () => {
    const { booking, transaction } = await pendingGhanaCharge()
    flutterwave.double.approve(transaction).amount = 1
    await deliver(flutterwave.double.webhookBody(transaction))
    expect((await reread(booking.id)).status).toBe('pending')
  })
})

describe('Flutterwave refunds and failures', () => {
  it('should refund a mobile-money payment through the SDK in cedis', async () => {
    const { booking, transaction } = await pendingGhanaCharge()
    flutterwave.double.approve(transaction)
    await deliver(flutterwave.double.webhookBody(transaction))
    const refund = await gatewayOf('flutterwave').refund({
      bookingId: booking.id,
      amount: booking.amount,
      currency: 'GHS',
      paymentIntentId: String(transaction.id),
      sessionId: booking.checkoutSessionId ?? null,
    })
    expect([refund.amount, flutterwave.double.refunds.at(-1)]).toEqual([
      booking.amount,
      expect.objectContaining({ tx_id: transaction.id, amount_refunded: booking.amount / 100 }),
    ])
  })

  it('should answer 503 when Flutterwave refuses the charge, leaving the booking pending', async () => {
    const { sessionId, booking } = await mobileMoneyCheckout('GHS')
    flutterwave.double.refuse('Invalid phone number')
    const { status } = await charge(sessionId, { phone: '0550000001', network: 'MTN' })
    expect([status, (await reread(booking.id)).status]).toEqual([503, 'pending'])
  })

  it('should give up on a Flutterwave that does not answer', async () => {
    flutterwave.double.silence(true)
    const client = createFlutterwaveClient({
      secretKey: 'FLWSECK_TEST-double',
      baseUrl: flutterwave.double.url,
      timeoutMs: 300,
    })
    const started = flutterwaveGateway(client).chargeMobileMoney!({
      bookingId: 1,
      reference: 'nexovia-1-silent',
      amount: 1000,
      currency: 'XOF',
      email: 'late@example.com',
      phone: '0700000001',
      network: 'MTN',
      country: 'CI',
      returnUrl: 'http://localhost:4321/payment/checkout?session_id=flw_silent',
    })
    await expect(started).rejects.toThrow(/did not answer within 300 ms/)
  })
})
