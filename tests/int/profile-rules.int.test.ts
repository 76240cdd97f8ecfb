/**
 * A traveller changes their data only through /api/account: the collection's own REST update is
 * closed to them; a new password needs the current one and ends the other sessions; the picture
 * holds only an https: URL; Payload's REST bodies are capped.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
let staffCookie: string
const createdIds: number[] = []

async function signedInTraveller() {
  const data = samples.users()
  const { id } = await payload.create({ collection: 'users', data })
  createdIds.push(id)
  const signIn = async (password = data.password) =>
    callApi('/users/login', { method: 'POST', body: { email: data.email, password } })
  const cookie = sessionCookieFrom((await signIn()).headers)
  return { ...data, id, cookie, signIn }
}

beforeAll(async () => {
  payload = await testPayload()
  const staffLogin = await callApi('/admins/login', {
    method: 'POST',
    body: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
  })
  staffCookie = sessionCookieFrom(staffLogin.headers, 'nexovia-admin-token')
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: createdIds } } })
})

describe("the users collection's own update", () => {
  it('should refuse a traveller who sets a short password on their own account, which keeps the old one', async () => {
    const traveller = await signedInTraveller()
    const answer = await callApi(`/users/${traveller.id}`, {
      method: 'PATCH',
      cookie: traveller.cookie,
      body: { password: 'abc' },
    })
    expect([answer.status, (await traveller.signIn()).status]).toEqual([403, 200])
  })

  it('should refuse a traveller who sets their own picture', async () => {
    const traveller = await signedInTraveller()
    const answer = await callApi(`/users/${traveller.id}`, {
      method: 'PATCH',
      cookie: traveller.cookie,
      body: { picture: 'javascript:alert(1)' },
    })
    expect(answer.status).toBe(403)
  })

  it('should refuse a picture that is not an https: URL, even from an administrator', async () => {
    const traveller = await signedInTraveller()
    const answer = await callApi(`/users/${traveller.id}`, {
      method: 'PATCH',
      cookie: staffCookie,
      body: { picture: 'javascript:alert(1)' },
    })
    expect(answer.status).toBe(400)
  })

  it('should answer 413 to a 10 MB body, whatever the sender', async () => {
    const traveller = await signedInTraveller()
    const answer = await callApi(`/users/${traveller.id}`, {
      method: 'PATCH',
      cookie: staffCookie,
      rawBody: JSON.stringify({ lastName: 'x'.repeat(10 * 1024 * 1024) }),
    })
    expect(answer.status).toBe(413)
  })
})

describe('password change', () => {
  it('should refuse a wrong current password', async () => {
    const traveller = await signedInTraveller()
    const answer = await callApi('/account/password', {
      method: 'POST',
      cookie: traveller.cookie,
      body: { currentPassword: 'not-it', password: 'a-new-password' },
    })
    expect([answer.status, answer.json.fieldErrors]).toEqual([
      400,
      { currentPassword: 'errors.currentPasswordWrong' },
    ])
  })

  it('should refuse a new password under the minimum', async () => {
    const traveller = await signedInTraveller()
    const answer = await callApi('/account/password', {
      method: 'POST',
      cookie: traveller.cookie,
      body: { currentPassword: traveller.password, password: 'abc' },
    })
    expect([answer.status, answer.json.fieldErrors]).toEqual([400, { password: 'validation.passwordMin' }])
  })

  it('should change the password, keep this session and end the others', async () => {
    const traveller = await signedInTraveller()
    const otherSession = sessionCookieFrom((await traveller.signIn()).headers)
    const answer = await callApi('/account/password', {
      method: 'POST',
      cookie: traveller.cookie,
      body: { currentPassword: traveller.password, password: 'a-new-password' },
    })
    const [here, elsewhere] = await Promise.all([
      callApi('/account', { cookie: traveller.cookie }),
      callApi('/account', { cookie: otherSession }),
    ])
    const [oldPassword, newPassword] = [await traveller.signIn(), await traveller.signIn('a-new-password')]
    expect([answer.status, here.status, elsewhere.status, oldPassword.status, newPassword.status]).toEqual([
      200, 200, 401, 401, 200,
    ])
  })
})
