/**
 * Sign-in against lockout attacks, forged addresses and account enumeration: limits are per
 * client (the site's X-Forwarded-For only when it carries the proxy token) and per account AND
 * client; unknown and existing accounts answer alike.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, sessionCookieFrom, uniqueIp } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
const createdIds: number[] = []
const createdAdminIds: number[] = []

async function traveller() {
  const data = samples.users()
  createdIds.push((await payload.create({ collection: 'users', data })).id)
  return data
}

async function staffMember() {
  const data = samples.admins()
  createdAdminIds.push((await payload.create({ collection: 'admins', data })).id)
  return data
}

const signIn = (body: Record<string, unknown>, options: Parameters<typeof callApi>[1] = {}) =>
  callApi('/users/login', { method: 'POST', body, ...options })

const staffSignIn = (body: Record<string, unknown>, options: Parameters<typeof callApi>[1] = {}) =>
  callApi('/admins/login', { method: 'POST', body, ...options })

async function failTimes(times: number, send: () => Promise<unknown>) {
  for (let attempt = 0; attempt < times; attempt += 1) await send()
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: createdIds } } })
  await payload.delete({ collection: 'admins', where: { id: { in: createdAdminIds } } })
})

describe('traveller sign-in', () => {
  it('should let the owner in from another client while a stranger is locked out', async () => {
    const owner = await traveller()
    const stranger = uniqueIp()
    await failTimes(5, () => signIn({ email: owner.email, password: 'wrong' }, { ip: stranger }))
    const strangerAgain = await signIn({ email: owner.email, password: owner.password }, { ip: stranger })
    const ownerLogin = await signIn({ email: owner.email, password: owner.password })
    expect([strangerAgain.status, ownerLogin.status]).toEqual([423, 200])
  })

  it('should keep every session of five sign-ins of one account at the same moment', async () => {
    const member = await traveller()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => signIn({ email: member.email, password: member.password })),
    )
    const cookies = answers.map((answer) => sessionCookieFrom(answer.headers))
    const me = await Promise.all(cookies.map((cookie) => callApi('/users/me', { cookie })))
    expect(me.map((answer) => (answer.json.user as { email?: string } | null)?.email)).toEqual(
      Array(5).fill(member.email),
    )
  })

  it('should lock an unknown address exactly like an existing one', async () => {
    const ip = uniqueIp()
    const email = `nobody-${crypto.randomUUID()}@example.com`
    await failTimes(5, () => signIn({ email, password: 'wrong' }, { ip }))
    const answer = await signIn({ email, password: 'wrong' }, { ip })
    expect([answer.status, answer.json]).toEqual([423, { message: 'errors.accountLocked' }])
  })

  it('should take about as long for an unknown address as for a wrong password', async () => {
    const known = await traveller()
    const timed = async (email: string) => {
      const start = performance.now()
      await signIn({ email, password: 'wrong-password' })
      return performance.now() - start
    }
    const unknown = `nobody-${crypto.randomUUID()}@example.com`
    const knownMs: number[] = []
    const unknownMs: number[] = []
    for (let round = 0; round < 3; round += 1) {
      knownMs.push(await timed(known.email))
      unknownMs.push(await timed(unknown))
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!
    expect(median(unknownMs) / median(knownMs)).toBeGreaterThan(0.5)
  })

  // Invalid bodies: the per-client limit counts every attempt, and they cost no password hash.
  it('should ignore an X-Forwarded-For that did not come through the site', async () => {
    const peer = uniqueIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await signIn({}, { viaProxy: false, ip: uniqueIp(), peer })).status)
    }
    expect([statuses[19], statuses[20]]).toEqual([400, 429])
  })

  it("should keep the travellers' bucket apart from the staff's", async () => {
    const ip = uniqueIp()
    await failTimes(20, () => signIn({}, { ip }))
    const travellerAnswer = await signIn({}, { ip })
    const staffAnswer = await staffSignIn({}, { ip })
    expect([travellerAnswer.status, staffAnswer.status]).toEqual([429, 400])
  })
})

describe('staff sign-in', () => {
  it('should answer an unknown username in the words of a wrong password', async () => {
    const member = await staffMember()
    const unknown = await staffSignIn({
      username: `nobody-${crypto.randomUUID().slice(0, 8)}`,
      password: 'x',
    })
    const wrong = await staffSignIn({ username: member.username, password: 'wrong-password' })
    expect([unknown.status, unknown.json]).toEqual([wrong.status, wrong.json])
  })

  it('should let the administrator in from another client while a stranger is locked out', async () => {
    const member = await staffMember()
    const stranger = uniqueIp()
    await failTimes(5, () => staffSignIn({ username: member.username, password: 'wrong' }, { ip: stranger }))
    const strangerAgain = await staffSignIn(
      { username: member.username, password: member.password },
      { ip: stranger },
    )
    const ownerLogin = await staffSignIn({ username: member.username, password: member.password })
    expect([strangerAgain.status, ownerLogin.status]).toEqual([429, 200])
  })

  it('should keep every session of five sign-ins of one account at the same moment', async () => {
    const member = await staffMember()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => staffSignIn({ username: member.username, password: member.password })),
    )
    const cookies = answers.map((answer) => sessionCookieFrom(answer.headers, 'nexovia-admin-token'))
    const me = await Promise.all(cookies.map((cookie) => callApi('/admins/me', { cookie })))
    expect(me.map((answer) => (answer.json.user as { username?: string } | null)?.username)).toEqual(
      Array(5).fill(member.username),
    )
  })

  it('should keep the token and the session list out of the answer body', async () => {
    const member = await staffMember()
    const answer = await staffSignIn({ username: member.username, password: member.password })
    const body = JSON.stringify(answer.json)
    expect([answer.status, 'token' in answer.json, body.includes('sessions')]).toEqual([200, false, false])
  })
})
