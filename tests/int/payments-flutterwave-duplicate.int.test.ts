/**
 * Two approved mobile-money attempts of one Flutterwave booking (the traveller reloaded while the
 * first prompt was pending and paid again, or approved two prompts), through the real
 * cms Flutterwave client against the local double: the booking is fulfilled once by the first, the
 * second is refunded through the gateway once however often its webhook comes, recorded as a payment
 * event, and the traveller is told in their language.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { useFlutterwaveDouble } from '../fixtures/flutterwaveDouble.ts'
import { mailsTo, waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings, mobileMoneyFlightCheckout } from '../fixtures/payments.ts'

const HASH = 'nexovia-test-verif-hash-duplicate'
const flutterwave = useFlutterwaveDouble(HASH)
let payload: Payload
const emails: string[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await deleteBookings(payload, emails)
})

const flutterwaveCheckout = (locale: 'en' | 'fr') =>
  mobileMoneyFlightCheckout(payload, { prefix: 'flw-twice', emails, locale })

async function chargeAttempt(sessionId: string) {
  await callApi(`/payments/mobile-money/${sessionId}/charge`, {
    method: 'POST',
    body: { phone: '0700000031', network: 'ORANGEMONEY', country: 'CI' },
  })
  return flutterwave.double.transactions.at(-1)!
}

const deliver = (body: string) =>
  callApi('/payments/flutterwave/webhook', {
    method: 'POST',
    rawBody: body,
    headersExtra: { 'verif-hash': HASH },
  })

const eventsOf = async (bookingId: number, type: string) =>
  (
    await payload.find({
      collection: 'payment-events',
      where: { booking: { equals: bookingId }, type: { equals: type } },
      depth: 0,
    })
  ).docs

describe('two approved mobile-money attempts of one booking', () => {
  it('should fulfil once with the first and refund the second once, however often its webhook comes', async () => {
    const { sessionId, email, booking } = await flutterwaveCheckout('en')
    const first = await chargeAttempt(sessionId)
    const second = await chargeAttempt(sessionId)
    await deliver(flutterwave.double.webhookBody(flutterwave.double.approve(first)))
    const secondBody = flutterwave.double.webhookBody(flutterwave.double.approve(second))
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => deliver(secondBody)))
    await waitForMail(process.env.MAIL_API_URL!, email, /second payment/)
    const paid = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    const subjects = (await mailsTo(process.env.MAIL_API_URL!, email)).map((mail) => mail.subject).sort()
    expect({
      deliveries: deliveries.map((answer) => answer.status),
      status: paid.status,
      payment: paid.paymentIntentId,
      refunds: flutterwave.double.refunds.filter((refund) => [first.id, second.id].includes(refund.tx_id)),
      recorded: (await eventsOf(booking.id, 'payment.duplicate_refunded')).map((event) => event.eventId),
      subjects,
    }).toEqual({
      deliveries: [200, 200, 200, 200, 200],
      status: 'confirmed',
      payment: String(first.id),
      refunds: [expect.objectContaining({ tx_id: second.id, amount_refunded: second.amount })],
      recorded: [`duplicate_refund_${second.id}`],
      subjects: [
        `A second payment for your Nexovia booking ${paid.reference} is refunded`,
        `Your Nexovia booking ${paid.reference} is confirmed`,
      ],
    })
  })

  it("should tell a French traveller in French, with the second payment's amount in francs", async () => {
    const { sessionId, email } = await flutterwaveCheckout('fr')
    const first = await chargeAttempt(sessionId)
    const second = await chargeAttempt(sessionId)
    await deliver(flutterwave.double.webhookBody(flutterwave.double.approve(first)))
    await deliver(flutterwave.double.webhookBody(flutterwave.double.approve(second)))
    const mail = await waitForMail(process.env.MAIL_API_URL!, email, /second paiement/)
    expect(mail.text).toMatch(/payée deux fois[\s\S]*\d[\d\s\u202f\u00a0]*F\s?CFA/)
  })

  it('should refund nothing when the same payment is delivered again (no second payment)', async () => {
    const { sessionId, booking } = await flutterwaveCheckout('en')
    const first = await chargeAttempt(sessionId)
    const body = flutterwave.double.webhookBody(flutterwave.double.approve(first))
    await deliver(body)
    await deliver(body)
    expect([
      flutterwave.double.refunds.filter((refund) => refund.tx_id === first.id).length,
      (await eventsOf(booking.id, 'payment.duplicate_refunded')).length,
    ]).toEqual([0, 0])
  })

  it('should roll back and answer 500 when the refund fails, then refund once on the next delivery', async () => {
    const { sessionId, booking } = await flutterwaveCheckout('en')
    const first = await chargeAttempt(sessionId)
    const second = await chargeAttempt(sessionId)
    await deliver(flutterwave.double.webhookBody(flutterwave.double.approve(first)))
    const secondBody = flutterwave.double.webhookBody(flutterwave.double.approve(second))
    flutterwave.double.refuseRefunds('Refund service unavailable')
    const refused = await deliver(secondBody)
    flutterwave.double.refuseRefunds(null)
    const retried = await deliver(secondBody)
    expect([
      refused.status,
      retried.status,
      flutterwave.double.refunds.filter((refund) => refund.tx_id === second.id).length,
      (await eventsOf(booking.id, 'payment.duplicate_refunded')).length,
    ]).toEqual([500, 200, 1, 1])
  })
})
