/**
 * Issue 29: a traveller approves a Flutterwave charge on the phone and closes the page, and the webhook
 * is lost. The expiry job re-queries the attempt by its reference before expiring the booking, so the
 * money taken confirms it; an attempt still unpaid expires as before.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EXPIRE_BOOKINGS_TASK, PAYMENTS_QUEUE } from '../../cms/src/services/payments/expireBookingsTask.ts'
import { callApi } from '../fixtures/api.ts'
import {
  configureFlutterwave,
  type FlutterwaveDouble,
  startFlutterwaveDouble,
} from '../fixtures/flutterwaveDouble.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, deleteBookings, seededPackage, startCheckout } from '../fixtures/payments.ts'

let payload: Payload
let double: FlutterwaveDouble
let unconfigure: () => void
const emails: string[] = []

beforeAll(async () => {
  payload = await testPayload()
  double = await startFlutterwaveDouble()
  unconfigure = configureFlutterwave(double, 'nexovia-test-verif-hash-expiry')
})

afterAll(async () => {
  unconfigure()
  await double.stop()
})

afterEach(async () => {
  await deleteBookings(payload, emails)
})

/** A Flutterwave checkout whose charge was sent to the phone, its session then past its expiry. */
async function overdueCharge() {
  const email = `flw-expiry-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const pack = await seededPackage(payload, 'flight')
  const { sessionId } = await startCheckout('flight', {
    package_id: pack.id,
    user_email: email,
    payment_method: 'mobile_money',
    charge_currency: 'XOF',
  })
  await callApi(`/payments/mobile-money/${sessionId}/charge`, {
    method: 'POST',
    body: { phone: '0700000051', network: 'ORANGEMONEY', country: 'CI' },
  })
  const booking = await bookingOf(payload, sessionId)
  await payload.update({
    collection: 'bookings',
    id: booking.id,
    data: { sessionExpiresAt: new Date(Date.now() - 60_000).toISOString() },
  })
  return { booking, transaction: double.transactions.at(-1)! }
}

async function runExpiryJob() {
  await payload.jobs.queue({ task: EXPIRE_BOOKINGS_TASK, input: {}, queue: PAYMENTS_QUEUE })
  await payload.jobs.run({ queue: PAYMENTS_QUEUE })
}

const reread = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0 })

describe('the expiry job and a mobile-money attempt whose webhook was lost', () => {
  it('should confirm a booking whose attempt Flutterwave has as paid, instead of expiring it', async () => {
    const { booking, transaction } = await overdueCharge()
    double.approve(transaction)
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
