/** The account area: a traveller reads and changes only their own profile and bookings. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
type Traveller = { id: number; email: string; cookie: string }
let first: Traveller
let second: Traveller
let firstBooking: { id: number }

async function travellerWithSession(): Promise<Traveller> {
  const email = `owner-${crypto.randomUUID()}@example.com`
  await callApi('/users/register', {
    method: 'POST',
    body: { firstName: 'Yao', lastName: 'Kouassi', email, password: 'correct-horse-battery' },
  })
  const login = await callApi('/users/login', {
    method: 'POST',
    body: { email, password: 'correct-horse-battery' },
  })
  return { id: (login.json.user as { id: number }).id, email, cookie: sessionCookieFrom(login.headers) }
}

beforeAll(async () => {
  payload = await testPayload()
  first = await travellerWithSession()
  second = await travellerWithSession()
  firstBooking = await payload.create({
    collection: 'bookings',
    data: { ...samples.bookings(), user: first.id, status: 'confirmed' },
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'bookings', where: { id: { equals: firstBooking.id } } })
  await payload.delete({ collection: 'users', where: { id: { in: [first.id, second.id] } } })
})

const profile = {
  firstName: 'Yao',
  lastName: 'Kouassi',
  phone: '+225 07 00 00 00',
  country: 'ci',
  preferredDestination: 'Accra',
}

describe('the account area', () => {
  it("should show the traveller's own profile", async () => {
    const account = await callApi('/account', { cookie: first.cookie })
    expect((account.json.user as { email: string }).email).toBe(first.email)
  })

  it('should save an edited profile', async () => {
    const answer = await callApi('/account', {
      method: 'PATCH',
      cookie: first.cookie,
      body: { ...profile, email: first.email },
    })
    expect(answer.json.user).toMatchObject({
      phone: '+225 07 00 00 00',
      country: 'CI',
      preferredDestination: 'Accra',
    })
  })

  it("should keep its own address when asked for another traveller's, answering as for any new one", async () => {
    const answer = await callApi('/account', {
      method: 'PATCH',
      cookie: first.cookie,
      body: { ...profile, email: second.email },
    })
    const stored = await payload.findByID({ collection: 'users', id: first.id })
    expect([answer.status, answer.json.emailChangeSentTo, stored.email]).toEqual([
      200,
      second.email,
      first.email,
    ])
  })

  it('should list only the traveller’s own bookings', async () => {
    const mine = await callApi('/account/bookings', { cookie: first.cookie })
    const theirs = await callApi('/account/bookings', { cookie: second.cookie })
    expect([(mine.json.docs as unknown[]).length, (theirs.json.docs as unknown[]).length]).toEqual([1, 0])
  })

  it('should refuse the account area without a session', async () => {
    expect((await callApi('/account')).status).toBe(401)
  })
})

// Every page's account button asks it: a 401 would be a failed resource in the browser's console (issue 42).
describe('GET /api/account/status', () => {
  it('should answer a signed-out visitor 200, signed out', async () => {
    const answer = await callApi('/account/status')
    expect([answer.status, answer.json]).toEqual([200, { signedIn: false }])
  })

  it('should answer a signed-in traveller 200, signed in', async () => {
    const answer = await callApi('/account/status', { cookie: first.cookie })
    expect([answer.status, answer.json]).toEqual([200, { signedIn: true }])
  })

  it('should delete a traveller cookie that opens no session', async () => {
    const answer = await callApi('/account/status', { cookie: 'nexovia-session=not-a-session' })
    expect([answer.json, answer.headers.get('set-cookie')?.includes('Max-Age=0')]).toEqual([
      { signedIn: false },
      true,
    ])
  })
})

describe('a second traveller', () => {
  it("should not read the first traveller's profile", async () => {
    const answer = await callApi(`/users/${first.id}`, { cookie: second.cookie })
    expect(answer.status).toBe(404)
  })

  it("should not change the first traveller's profile", async () => {
    const answer = await callApi(`/users/${first.id}`, {
      method: 'PATCH',
      cookie: second.cookie,
      body: { firstName: 'Hijacked' },
    })
    const stored = await payload.findByID({ collection: 'users', id: first.id })
    expect([answer.status, stored.firstName]).toEqual([403, 'Yao'])
  })

  it("should not read the first traveller's booking", async () => {
    const answer = await callApi(`/bookings/${firstBooking.id}`, { cookie: second.cookie })
    expect(answer.status).toBe(404)
  })

  it("should not change the first traveller's booking", async () => {
    const answer = await callApi(`/bookings/${firstBooking.id}`, {
      method: 'PATCH',
      cookie: second.cookie,
      body: { status: 'cancelled' },
    })
    const stored = await payload.findByID({ collection: 'bookings', id: firstBooking.id })
    expect([answer.status, stored.status]).toEqual([403, 'confirmed'])
  })

  it('should not see the first traveller in a list of travellers', async () => {
    const answer = await callApi('/users', { cookie: second.cookie })
    expect((answer.json.docs as { id: number }[]).map((doc) => doc.id)).toEqual([second.id])
  })
})
