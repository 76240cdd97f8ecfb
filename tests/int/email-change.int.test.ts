/**
 * Issue 30, finding 3: changing the profile's address answers alike whether the new address is
 * registered or not; the change takes effect only once the link mailed to the new address is
 * confirmed, and the old address is told, in the account's language.
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
const freshAddress = () => `moved-${crypto.randomUUID()}@example.com`

const signedInTraveller = (locale: 'en' | 'fr' = 'en') => newSignedInTraveller(payload, createdIds, locale)

type Traveller = Awaited<ReturnType<typeof signedInTraveller>>

const askForAddress = (traveller: Traveller, email: string) =>
  callApi('/account', {
    method: 'PATCH',
    cookie: traveller.cookie,
    body: { firstName: traveller.firstName, lastName: traveller.lastName, email },
  })

/** The token of the link mailed to the new address. */
async function linkToken(to: string) {
  const mail = await waitForMail(mailApi(), to, /new email|nouvelle adresse/i)
  return decodeURIComponent(/#token=([^\s"<]+)/.exec(mail.text)?.[1] ?? '')
}

const confirm = (token: string) => callApi('/account/verify-email', { method: 'POST', body: { token } })

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: createdIds } } })
})

describe('changing the profile address', () => {
  it('should answer alike whether the new address is free or registered to another account', async () => {
    const traveller = await signedInTraveller()
    const someoneElse = await signedInTraveller()
    const free = freshAddress()
    const toFree = await askForAddress(traveller, free)
    const toRegistered = await askForAddress(traveller, someoneElse.email)
    expect([toRegistered.status, toRegistered.json]).toEqual([
      toFree.status,
      { ...toFree.json, emailChangeSentTo: someoneElse.email },
    ])
  })

  it('should keep the old address until the link is confirmed, then use the new one', async () => {
    const traveller = await signedInTraveller()
    const next = freshAddress()
    await askForAddress(traveller, next)
    const before = await callApi('/account', { cookie: traveller.cookie })
    const confirmed = await confirm(await linkToken(next))
    const after = await callApi('/account', { cookie: traveller.cookie })
    const signIn = await callApi('/users/login', {
      method: 'POST',
      body: { email: next, password: traveller.password },
    })
    expect([
      (before.json.user as { email: string }).email,
      confirmed.status,
      (after.json.user as { email: string; emailVerified: boolean }).email,
      (after.json.user as { emailVerified: boolean }).emailVerified,
      signIn.status,
    ]).toEqual([traveller.email, 200, next, true, 200])
  })

  it("should tell the old address of the change, naming the new one, in the account's language", async () => {
    const traveller = await signedInTraveller('fr')
    await payload.update({
      collection: 'users',
      id: traveller.id,
      data: { emailVerifiedAt: new Date().toISOString() },
    })
    const next = freshAddress()
    await askForAddress(traveller, next)
    const mail = await waitForMail(mailApi(), traveller.email, /adresse/i)
    expect([mail.subject, mail.text.includes(next)]).toEqual([
      'Une nouvelle adresse email a été demandée pour votre compte Nexovia',
      true,
    ])
  })

  it('should not name the new address to an address never proven to be the account’s', async () => {
    const traveller = await signedInTraveller()
    const next = freshAddress()
    await askForAddress(traveller, next)
    const mail = await waitForMail(mailApi(), traveller.email, /new email address/i)
    expect(mail.text.includes(next)).toBe(false)
  })

  it('should void a link once the address changed another way', async () => {
    const traveller = await signedInTraveller()
    const [first, second] = [freshAddress(), freshAddress()]
    await askForAddress(traveller, first)
    await askForAddress(traveller, second)
    const [firstToken, secondToken] = [await linkToken(first), await linkToken(second)]
    const [firstAnswer, secondAnswer] = [await confirm(firstToken), await confirm(secondToken)]
    expect([firstAnswer.status, secondAnswer.status, secondAnswer.json.message]).toEqual([
      200,
      400,
      'errors.verificationLinkInvalid',
    ])
  })
})
