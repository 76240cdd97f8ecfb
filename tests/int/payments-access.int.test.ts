/** A traveller reads only their own bookings; a session id is the only key to a status, the same for whoever holds it. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, deleteBookings, seededPackage, startCheckout } from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
const emails: string[] = []
const userIds: number[] = []
let ownerCookie: string
let otherCookie: string
let sessionId: string
let bookingId: number

async function signedIn() {
  const traveller = samples.users()
  emails.push(traveller.email)
  userIds.push((await payload.create({ collection: 'users', data: traveller })).id)
  const login = await callApi('/users/login', {
    method: 'POST',
    body: { email: traveller.email, password: traveller.password },
  })
  return sessionCookieFrom(login.headers)
}

beforeAll(async () => {
  payload = await testPayload()
  ownerCookie = await signedIn()
  otherCookie = await signedIn()
  const item = await seededPackage(payload, 'flight')
  ;({ sessionId } = await startCheckout('flight', { package_id: item.id }, ownerCookie))
  bookingId = (await bookingOf(payload, sessionId)).id
})

afterAll(async () => {
  await deleteBookings(payload, emails)
  await payload.delete({ collection: 'users', where: { id: { in: userIds } } })
})

describe('payment access', () => {
  it('should let the owner read the status of their session', async () => {
    const { status } = await callApi(`/payments/status/${sessionId}`, { cookie: ownerCookie })
    expect(status).toBe(200)
  })

  it('should give another traveller and a cookie-less request holding the session id the owner’s answer', async () => {
    const statusFor = (cookie?: string) => callApi(`/payments/status/${sessionId}`, { cookie })
    const [owner, other, anonymous] = await Promise.all([
      statusFor(ownerCookie),
      statusFor(otherCookie),
      statusFor(),
    ])
    expect([other.status, other.json, anonymous.status, anonymous.json]).toEqual([
      200,
      owner.json,
      200,
      owner.json,
    ])
  })

  it('should answer 404 for a session id nobody was given', async () => {
    const { status, json } = await callApi(`/payments/status/cs_test_${'a'.repeat(48)}`)
    expect([status, Object.keys(json)]).toEqual([404, ['message']])
  })

  it('should let the owner read their booking by id', async () => {
    const { status } = await callApi(`/bookings/${bookingId}`, { cookie: ownerCookie })
    expect(status).toBe(200)
  })

  it("should refuse another traveller's booking by id", async () => {
    const { status } = await callApi(`/bookings/${bookingId}`, { cookie: otherCookie })
    expect(status).toBe(404)
  })

  it('should refuse an anonymous read of a booking by id', async () => {
    const { status } = await callApi(`/bookings/${bookingId}`)
    expect([401, 403, 404]).toContain(status)
  })

  it("should not list another traveller's payment events", async () => {
    const { status } = await callApi('/payment-events', { cookie: otherCookie })
    expect(status).toBe(403)
  })

  it('should refuse a traveller who marks their own booking paid', async () => {
    await callApi(`/bookings/${bookingId}`, {
      method: 'PATCH',
      body: { status: 'confirmed' },
      cookie: ownerCookie,
    })
    expect((await bookingOf(payload, sessionId)).status).toBe('pending')
  })
})

describe('jobs queue', () => {
  it('should refuse the jobs statistics to a traveller', async () => {
    const { status } = await callApi('/globals/payload-jobs-stats', { cookie: otherCookie })
    expect(status).toBe(403)
  })

  it('should refuse the queued jobs to a traveller', async () => {
    const { status } = await callApi('/payload-jobs', { cookie: otherCookie })
    expect(status).toBe(403)
  })
})

describe('jobs endpoints', () => {
  it('should refuse a traveller who runs the jobs queue', async () => {
    const { status } = await callApi('/payload-jobs/run?queue=payments', { cookie: otherCookie })
    expect([401, 403]).toContain(status)
  })
})
