/** The expireBookings task on Payload's jobs queue: unpaid bookings past their session's expiry become expired. */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  EXPIRE_BOOKINGS_TASK,
  PAYMENTS_QUEUE,
} from '../../cms/src/services/payments/housekeeping/expireBookingsTask.ts'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, deleteBookings, seededPackage, startCheckout } from '../fixtures/payments.ts'

let payload: Payload
const emails: string[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await deleteBookings(payload, emails)
})

async function checkoutExpiringIn(milliseconds: number) {
  const email = `expiry-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const item = await seededPackage(payload, 'flight')
  const { sessionId } = await startCheckout('flight', { package_id: item.id, user_email: email })
  const booking = await bookingOf(payload, sessionId)
  await payload.update({
    collection: 'bookings',
    id: booking.id,
    data: { sessionExpiresAt: new Date(Date.now() + milliseconds).toISOString() },
  })
  return sessionId
}

async function runExpiryJob() {
  await payload.jobs.queue({ task: EXPIRE_BOOKINGS_TASK, input: {}, queue: PAYMENTS_QUEUE })
  await payload.jobs.run({ queue: PAYMENTS_QUEUE })
}

describe('expireBookings task', () => {
  it('should mark a pending booking past its expiry as expired', async () => {
    const sessionId = await checkoutExpiringIn(-60_000)
    await runExpiryJob()
    expect((await bookingOf(payload, sessionId)).status).toBe('expired')
  })

  it('should leave a pending booking within its 30 minutes alone', async () => {
    const sessionId = await checkoutExpiringIn(20 * 60_000)
    await runExpiryJob()
    expect((await bookingOf(payload, sessionId)).status).toBe('pending')
  })

  it('should report an expired session on the status endpoint', async () => {
    const sessionId = await checkoutExpiringIn(-60_000)
    await runExpiryJob()
    const { json } = await callApi(`/payments/status/${sessionId}`)
    expect([json.payment_status, json.transaction_status]).toEqual(['unpaid', 'expired'])
  })
})
