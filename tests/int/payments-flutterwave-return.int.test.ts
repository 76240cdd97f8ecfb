/**
 * The checkout page's side of a Flutterwave charge, through the real cms Flutterwave client against
 * the local double: Ghana's approval on Flutterwave's own page and the return to ours (confirmed only
 * once the attempt is re-queried, never on the return's query string), a reload while an attempt is
 * pending (the page is told which phone is awaited, and Ghana's approval page again), and a charge
 * Flutterwave fails at once.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { useFlutterwaveDouble } from '../fixtures/flutterwaveDouble.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings, mobileMoneyFlightCheckout } from '../fixtures/payments.ts'

const HASH = 'nexovia-test-verif-hash-return'
const flutterwave = useFlutterwaveDouble(HASH)
let payload: Payload
const emails: string[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await deleteBookings(payload, emails)
})

const flutterwaveCheckout = (currency: 'GHS' | 'XOF', locale: 'en' | 'fr' = 'en') =>
  mobileMoneyFlightCheckout(payload, { prefix: 'flw-return', emails, currency, locale })

const charge = (sessionId: string, body: Record<string, unknown>) =>
  callApi(`/payments/mobile-money/${sessionId}/charge`, { method: 'POST', body })
const verify = (sessionId: string) =>
  callApi(`/payments/mobile-money/${sessionId}/verify`, { method: 'POST' })
const viewOf = async (sessionId: string) => (await callApi(`/payments/test-checkout/${sessionId}`)).json
const statusOf = async (sessionId: string) => (await callApi(`/payments/status/${sessionId}`)).json
const reread = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0 })

/** The traveller types the code on Flutterwave's approval page: where it sends them back. */
async function approveOnFlutterwavesPage(approvalUrl: string) {
  const answer = await fetch(approvalUrl, { method: 'POST', redirect: 'manual' })
  return new URL(answer.headers.get('location') ?? '')
}

describe("a Ghana charge approved on Flutterwave's page", () => {
  it('should send our checkout page as the return and answer the approval page to open', async () => {
    const { sessionId } = await flutterwaveCheckout('GHS', 'fr')
    const { status, json } = await charge(sessionId, { phone: '0550000001', network: 'MTN' })
    const sentReturn = new URL(String(flutterwave.double.requests.at(-1)!.body.redirect_url))
    expect([
      status,
      json.state,
      String(json.redirect_url).startsWith(`${flutterwave.double.url}captcha/verify/`),
      sentReturn.pathname,
      sentReturn.searchParams.get('session_id'),
    ]).toEqual([202, 'pending', true, '/fr/payment/checkout', sessionId])
  })

  it('should confirm on return only once the re-queried attempt is successful, without a webhook', async () => {
    const { sessionId, booking } = await flutterwaveCheckout('GHS')
    const { json } = await charge(sessionId, { phone: '0550000001', network: 'MTN' })
    const transaction = flutterwave.double.transactions.at(-1)!
    const beforeApproval = await verify(sessionId)
    const pendingStatus = (await reread(booking.id)).status
    const back = await approveOnFlutterwavesPage(String(json.redirect_url))
    const afterApproval = await verify(sessionId)
    const paid = await reread(booking.id)
    expect([
      beforeApproval.json.state,
      pendingStatus,
      back.searchParams.get('session_id'),
      back.searchParams.get('status'),
      afterApproval.json.state,
      paid.status,
      paid.paymentIntentId,
      (await statusOf(sessionId)).payment_status,
    ]).toEqual([
      'pending',
      'pending',
      sessionId,
      'successful',
      'successful',
      'confirmed',
      String(transaction.id),
      'paid',
    ])
  })

  it('should release the booking when the re-queried attempt failed', async () => {
    const { sessionId, booking } = await flutterwaveCheckout('GHS')
    await charge(sessionId, { phone: '0550000001', network: 'MTN' })
    flutterwave.double.timeOut(flutterwave.double.transactions.at(-1)!)
    const { json } = await verify(sessionId)
    const released = await reread(booking.id)
    expect([json.state, released.status, released.lastPaymentError]).toEqual([
      'failed',
      'failed',
      'mobile_money_timed_out',
    ])
  })

  it('should refuse to verify a session nobody was given', async () => {
    const { status } = await verify(`flw_${'0'.repeat(48)}`)
    expect(status).toBe(404)
  })
})

describe('a reload while an attempt is pending', () => {
  it('should tell the page an attempt awaits approval, on which phone (masked), until it fails', async () => {
    const { sessionId } = await flutterwaveCheckout('XOF')
    const before = await viewOf(sessionId)
    await charge(sessionId, { phone: '07 00 00 00 41', network: 'ORANGEMONEY', country: 'CI' })
    const whilePending = await viewOf(sessionId)
    await callApi('/payments/flutterwave/webhook', {
      method: 'POST',
      rawBody: flutterwave.double.webhookBody(
        flutterwave.double.decline(flutterwave.double.transactions.at(-1)!),
      ),
      headersExtra: { 'verif-hash': HASH },
    })
    const afterDecline = await viewOf(sessionId)
    expect([before.pending_charge, whilePending.pending_charge, afterDecline.pending_charge]).toEqual([
      null,
      { phone: '070•••••41', approval_page: null },
      null,
    ])
  })
})

describe('a reload during the Ghana step', () => {
  it("should give the page the pending attempt's approval page again, the latest attempt's once retried", async () => {
    const { sessionId } = await flutterwaveCheckout('GHS')
    const first = await charge(sessionId, { phone: '0550000061', network: 'MTN' })
    const afterFirst = await viewOf(sessionId)
    const second = await charge(sessionId, { phone: '0550000062', network: 'MTN' })
    const afterSecond = await viewOf(sessionId)
    expect([afterFirst.pending_charge, afterSecond.pending_charge]).toEqual([
      { phone: '055•••••61', approval_page: first.json.redirect_url },
      { phone: '055•••••62', approval_page: second.json.redirect_url },
    ])
  })
})

describe('a charge Flutterwave fails at once', () => {
  it('should answer failed and show the failure without waiting for the webhook, and allow another try', async () => {
    const { sessionId, booking } = await flutterwaveCheckout('XOF')
    flutterwave.double.failNextCharge('Insufficient balance on the wallet')
    const { status, json } = await charge(sessionId, {
      phone: '0700000042',
      network: 'ORANGEMONEY',
      country: 'CI',
    })
    const failedStatus = await statusOf(sessionId)
    const failedView = await viewOf(sessionId)
    const retry = await charge(sessionId, { phone: '0700000042', network: 'ORANGEMONEY', country: 'CI' })
    expect([
      status,
      json.state,
      failedStatus.payment_status,
      failedStatus.mobile_money_failure,
      failedView.pending_charge,
      retry.status,
      (await reread(booking.id)).status,
    ]).toEqual([202, 'failed', 'failed', 'declined', null, 202, 'pending'])
  })
})
