/**
 * Issue 30, accounts: a password change and a sign-out everywhere end sessions and are mailed to
 * the account's address as notices, in the account's language.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { signedInTraveller as newSignedInTraveller } from '../fixtures/signedInTraveller.ts'

let payload: Payload
const createdIds: number[] = []
const mailApi = () => process.env.MAIL_API_URL!

const signedInTraveller = (locale: 'en' | 'fr' = 'en') => newSignedInTraveller(payload, createdIds, locale)

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: createdIds } } })
})

describe('password change notice', () => {
  it("should mail the account's address in its language that the password changed", async () => {
    const traveller = await signedInTraveller('fr')
    await callApi('/account/password', {
      method: 'POST',
      cookie: traveller.cookie,
      body: { currentPassword: traveller.password, password: 'a-new-passphrase' },
    })
    const mail = await waitForMail(mailApi(), traveller.email, /mot de passe/)
    expect([mail.subject, mail.text.includes('/fr/forgot-password')]).toEqual([
      'Votre mot de passe Nexovia a été modifié',
      true,
    ])
  })
})

describe('sign out everywhere', () => {
  it('should end every session of the account, this one included', async () => {
    const traveller = await signedInTraveller()
    const otherDevice = await traveller.signIn()
    const answer = await callApi('/account/sign-out-everywhere', { method: 'POST', cookie: traveller.cookie })
    const [here, elsewhere] = await Promise.all([
      callApi('/account', { cookie: traveller.cookie }),
      callApi('/account', { cookie: otherDevice }),
    ])
    expect([answer.status, here.status, elsewhere.status]).toEqual([200, 401, 401])
  })

  it('should delete the session cookie in the browser', async () => {
    const traveller = await signedInTraveller()
    const answer = await callApi('/account/sign-out-everywhere', { method: 'POST', cookie: traveller.cookie })
    expect(answer.headers.get('set-cookie')).toMatch(/nexovia-session=;.*Max-Age=0/i)
  })

  it("should mail the account's address in its language", async () => {
    const traveller = await signedInTraveller('fr')
    await callApi('/account/sign-out-everywhere', { method: 'POST', cookie: traveller.cookie })
    const mail = await waitForMail(mailApi(), traveller.email, /déconnecté/)
    expect(mail.subject).toBe('Votre compte Nexovia a été déconnecté partout')
  })

  it('should refuse a visitor without a session', async () => {
    expect((await callApi('/account/sign-out-everywhere', { method: 'POST' })).status).toBe(401)
  })
})
