/** Traveller sign-up, sign-in, lockout, rate limits and logout, through the cms's REST API. */
import { pbkdf2Sync } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, sessionCookieFrom, uniqueIp } from '../fixtures/api.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
const createdEmails: string[] = []

const newTraveller = () => {
  const email = `auth-${crypto.randomUUID()}@example.com`
  createdEmails.push(email)
  return { firstName: 'Awa', lastName: 'Koné', email, password: 'correct-horse-battery' }
}

async function registered() {
  const traveller = newTraveller()
  const answer = await callApi('/users/register', { method: 'POST', body: traveller })
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status}`)
  return traveller
}

async function signedIn() {
  const traveller = await registered()
  const login = await callApi('/users/login', {
    method: 'POST',
    body: { email: traveller.email, password: traveller.password },
  })
  return { ...traveller, cookie: sessionCookieFrom(login.headers) }
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { in: createdEmails } } })
})

describe('sign-up', () => {
  it('should create a traveller who signed up with a password', async () => {
    const traveller = newTraveller()
    const answer = await callApi('/users/register', { method: 'POST', body: { ...traveller, country: 'ci' } })
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: traveller.email } },
    })
    expect([answer.status, docs[0]?.authType, docs[0]?.country]).toEqual([201, 'password', 'CI'])
  })

  it('should answer an address already registered as a new one, change nothing and mail its owner', async () => {
    const traveller = await registered()
    const again = await callApi('/users/register', {
      method: 'POST',
      body: { ...traveller, firstName: 'Someone', password: 'another-password' },
    })
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: traveller.email } },
    })
    const notice = await waitForMail(process.env.MAIL_API_URL!, traveller.email, /create a Nexovia account/)
    expect([again.status, again.json.message, docs.length, docs[0]?.firstName, notice.subject]).toEqual([
      201,
      'auth.signup.success',
      1,
      'Awa',
      'Someone tried to create a Nexovia account with your email',
    ])
  })

  it('should store the password as PBKDF2-SHA256 with 600,000 iterations', async () => {
    const traveller = await registered()
    const stored = (await payload.db.findOne({
      collection: 'users',
      where: { email: { equals: traveller.email } },
    })) as unknown as { hash: string; salt: string }
    const expected = pbkdf2Sync(traveller.password, stored.salt, 600_000, 32, 'sha256').toString('hex')
    expect(stored.hash).toBe(`pbkdf2-sha256-v1:${expected}`)
  })

  it('should refuse a sign-up through the bare collection API', async () => {
    const answer = await callApi('/users', { method: 'POST', body: newTraveller() })
    expect(answer.status).toBe(403)
  })
})

describe('sign-in', () => {
  it('should open a session in an HTTP-only, SameSite=Lax cookie and keep the token out of the body', async () => {
    const traveller = await registered()
    const login = await callApi('/users/login', {
      method: 'POST',
      body: { email: traveller.email, password: traveller.password },
    })
    const setCookie = login.headers.getSetCookie().find((cookie) => cookie.startsWith('nexovia-session='))
    expect([
      login.status,
      /HttpOnly/.test(setCookie ?? ''),
      /SameSite=Lax/.test(setCookie ?? ''),
      'token' in login.json,
    ]).toEqual([200, true, true, false])
  })

  it('should recognise the traveller of the session cookie', async () => {
    const traveller = await signedIn()
    const me = await callApi('/users/me', { cookie: traveller.cookie })
    expect((me.json.user as { email?: string }).email).toBe(traveller.email)
  })

  it('should refuse a wrong password with the invalid-credentials message', async () => {
    const traveller = await registered()
    const login = await callApi('/users/login', {
      method: 'POST',
      body: { email: traveller.email, password: 'wrong-password' },
    })
    expect([login.status, login.json.message]).toEqual([401, 'errors.invalidCredentials'])
  })

  it('should answer an unknown address exactly like a wrong password', async () => {
    const login = await callApi('/users/login', {
      method: 'POST',
      body: { email: `nobody-${crypto.randomUUID()}@example.com`, password: 'whatever' },
    })
    expect([login.status, login.json]).toEqual([401, { message: 'errors.invalidCredentials' }])
  })

  it('should lock the account after 5 wrong passwords, even against the right one', async () => {
    const traveller = await registered()
    const ip = uniqueIp()
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await callApi('/users/login', {
        method: 'POST',
        ip,
        body: { email: traveller.email, password: 'wrong' },
      })
    }
    const login = await callApi('/users/login', {
      method: 'POST',
      ip,
      body: { email: traveller.email, password: traveller.password },
    })
    expect([login.status, login.json.message]).toEqual([423, 'errors.accountLocked'])
  })

  it('should rate-limit sign-in attempts per client', async () => {
    const ip = uniqueIp()
    // A different address each time: five wrong passwords for one address would lock it first.
    const body = () => ({ email: `nobody-${crypto.randomUUID()}@example.com`, password: 'whatever' })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await callApi('/users/login', { method: 'POST', ip, body: body() })).status)
    }
    expect([statuses.slice(0, 20).every((status) => status === 401), statuses[20]]).toEqual([true, 429])
  })

  it('should rate-limit sign-ups per client', async () => {
    const ip = uniqueIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await callApi('/users/register', { method: 'POST', ip, body: {} })).status)
    }
    expect([statuses.slice(0, 10).every((status) => status === 400), statuses[10]]).toEqual([true, 429])
  })
})

describe('logout', () => {
  it('should refuse the old session cookie once the traveller has logged out', async () => {
    const traveller = await signedIn()
    const logout = await callApi('/users/logout', { method: 'POST', cookie: traveller.cookie })
    const me = await callApi('/users/me', { cookie: traveller.cookie })
    const account = await callApi('/account', { cookie: traveller.cookie })
    expect([logout.status, me.json.user, account.status]).toEqual([200, null, 401])
  })

  it('should delete the cookie in the browser', async () => {
    const traveller = await signedIn()
    const logout = await callApi('/users/logout', { method: 'POST', cookie: traveller.cookie })
    expect(logout.headers.getSetCookie().some((cookie) => /^nexovia-session=;.*Max-Age=0/.test(cookie))).toBe(
      true,
    )
  })
})

describe('staff and traveller sessions', () => {
  async function adminCookie() {
    const login = await callApi('/admins/login', {
      method: 'POST',
      body: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
    })
    return sessionCookieFrom(login.headers, 'nexovia-admin-token')
  }

  it('should give staff a cookie of their own, distinct from the traveller cookie', async () => {
    expect(await adminCookie()).toMatch(/^nexovia-admin-token=/)
  })

  it('should show the administration tab to a traveller also signed in as an administrator', async () => {
    const traveller = await signedIn()
    const account = await callApi('/account', { cookie: `${traveller.cookie}; ${await adminCookie()}` })
    expect([account.status, account.json.isAdmin]).toEqual([200, true])
  })

  it('should hide the administration tab from a traveller alone', async () => {
    const traveller = await signedIn()
    const account = await callApi('/account', { cookie: traveller.cookie })
    expect([account.status, account.json.isAdmin]).toEqual([200, false])
  })

  it('should keep the staff member on cms requests that carry both cookies', async () => {
    const traveller = await signedIn()
    const me = await callApi('/admins/me', { cookie: `${traveller.cookie}; ${await adminCookie()}` })
    expect((me.json.user as { username?: string }).username).toBe(process.env.ADMIN_USERNAME)
  })
})
