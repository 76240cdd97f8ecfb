/** Password reset by e-mail: the mail, the code's single use and expiry, the unknown address. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, sessionCookieFrom, uniqueIp } from '../fixtures/api.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
const createdEmails: string[] = []
const mailApi = () => process.env.MAIL_API_URL!

async function registered() {
  const email = `reset-${crypto.randomUUID()}@example.com`
  createdEmails.push(email)
  await callApi('/users/register', {
    method: 'POST',
    body: { firstName: 'Fatou', lastName: 'Diallo', email, password: 'old-password' },
  })
  return email
}

/** Requests a reset and returns the code from the mail the traveller received. */
async function resetCode(email: string, locale: 'en' | 'fr' = 'en') {
  await callApi('/users/forgot-password', { method: 'POST', body: { email, locale } })
  // Sign-up mailed a confirmation link first: the reset mail is the one about the password.
  const mail = await waitForMail(mailApi(), email, /password|mot de passe/i)
  return { mail, token: decodeURIComponent(/#token=([^\s"<]+)/.exec(mail.text)?.[1] ?? '') }
}

const reset = (token: string, password = 'new-password') =>
  callApi('/users/reset-password', { method: 'POST', body: { token, password } })

const login = (email: string, password: string) =>
  callApi('/users/login', { method: 'POST', body: { email, password } })

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { in: createdEmails } } })
})

describe('password reset', () => {
  it('should answer an unknown address exactly as a known one', async () => {
    const known = await callApi('/users/forgot-password', {
      method: 'POST',
      body: { email: await registered() },
    })
    const unknown = await callApi('/users/forgot-password', {
      method: 'POST',
      body: { email: `nobody-${crypto.randomUUID()}@example.com` },
    })
    expect([unknown.status, unknown.json]).toEqual([known.status, known.json])
  })

  it("should mail a link to the token step of the site in the traveller's language", async () => {
    const email = await registered()
    const { mail } = await resetCode(email, 'fr')
    expect([mail.subject, /http:\/\/localhost:4321\/fr\/forgot-password#token=\w+/.test(mail.text)]).toEqual([
      'Réinitialisez votre mot de passe Nexovia',
      true,
    ])
  })

  it('should let the traveller sign in with the new password', async () => {
    const email = await registered()
    const { token } = await resetCode(email)
    const answer = await reset(token)
    expect([answer.status, (await login(email, 'new-password')).status]).toEqual([200, 200])
  })

  it('should refuse the old password after a reset', async () => {
    const email = await registered()
    await reset((await resetCode(email)).token)
    expect((await login(email, 'old-password')).status).toBe(401)
  })

  it('should mail a short code of two groups of four unambiguous characters', async () => {
    const { token, mail } = await resetCode(await registered())
    expect([/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/.test(token), mail.text.includes(token)]).toEqual([
      true,
      true,
    ])
  })

  it('should take the code as a person types it: lower case, spaces, O for 0 and I or L for 1', async () => {
    const email = await registered()
    const { token } = await resetCode(email)
    const typed = ` ${token.replace('-', ' ').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')} `
    expect([(await reset(typed)).status, (await login(email, 'new-password')).status]).toEqual([200, 200])
  })

  it('should keep only a digest of the code in the database', async () => {
    const email = await registered()
    const { token } = await resetCode(email)
    const stored = (await payload.db.findOne({
      collection: 'users',
      where: { email: { equals: email } },
    })) as unknown as { resetPasswordToken: string }
    expect([stored.resetPasswordToken.length, stored.resetPasswordToken.includes(token.slice(0, 4))]).toEqual(
      [64, false],
    )
  })

  it('should refuse a code used once already', async () => {
    const email = await registered()
    const { token } = await resetCode(email)
    await reset(token)
    const again = await reset(token, 'third-password')
    expect([again.status, again.json.fieldErrors]).toEqual([400, { token: 'errors.resetTokenInvalid' }])
  })

  it('should refuse an expired code', async () => {
    const email = await registered()
    const { token } = await resetCode(email)
    await payload.update({
      collection: 'users',
      where: { email: { equals: email } },
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    const answer = await reset(token)
    expect([answer.status, answer.json.message]).toEqual([400, 'errors.resetTokenInvalid'])
  })

  it('should give codes that expire after 30 minutes', async () => {
    const email = await registered()
    await resetCode(email)
    const stored = (await payload.db.findOne({
      collection: 'users',
      where: { email: { equals: email } },
    })) as unknown as {
      resetPasswordExpiration: string
    }
    const minutes = (new Date(stored.resetPasswordExpiration).getTime() - Date.now()) / 60_000
    expect(Math.round(minutes)).toBe(30)
  })

  it('should end every open session of the traveller', async () => {
    const email = await registered()
    const cookie = sessionCookieFrom((await login(email, 'old-password')).headers)
    await reset((await resetCode(email)).token)
    expect((await callApi('/users/me', { cookie })).json.user).toBeNull()
  })

  it('should rate-limit reset requests per client', async () => {
    const ip = uniqueIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await callApi('/users/forgot-password', { method: 'POST', ip, body: {} })).status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })

  it('should rate-limit reset attempts per client', async () => {
    const ip = uniqueIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await callApi('/users/reset-password', { method: 'POST', ip, body: {} })).status)
    }
    expect(statuses.at(-1)).toBe(429)
  })
})
