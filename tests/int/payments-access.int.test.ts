/** A traveller reads only their own bookings and payment status; a session id is the only key to a status. */
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

  it('should answer 404 to another traveller holding the session id', async () => {
    const { status, json } = await callApi(`/payments/status/${sessionId}`, { cookie: otherCookie })
    expect([status, json.message]).toEqual([404, 'paymentErrors.sessionNotFound'])
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
