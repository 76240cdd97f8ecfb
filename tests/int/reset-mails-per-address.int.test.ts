/**
 * Issue 40, finding 8: reset mails are limited per address too (3 in 30 minutes), whichever clients
 * ask; a refused request mails nothing and leaves the code already mailed working, and the answer
 * stays the same (cms/src/endpoints/auth/passwordReset.ts).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { mailsTo } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { signedInTraveller as newSignedInTraveller } from '../fixtures/signedInTraveller.ts'

let payload: Payload
const createdIds: number[] = []
const mailApi = () => process.env.MAIL_API_URL!
const ALLOWED = 3

const signedInTraveller = () => newSignedInTraveller(payload, createdIds)

/** A reset asked from a client of its own (callApi gives each call a new address). */
const askReset = (email: string) =>
  callApi('/users/forgot-password', { method: 'POST', body: { email, locale: 'en' } })

const resetMails = async (email: string) =>
  (await mailsTo(mailApi(), email)).filter((mail) => /password/i.test(mail.subject))

/** Waits until `count` reset mails reached the address (the mail leaves after the answer). */
async function untilResetMails(email: string, count: number) {
  const deadline = Date.now() + 10_000
  while ((await resetMails(email)).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  return resetMails(email)
}

const codeIn = (text: string) => decodeURIComponent(/#token=([^\s"<]+)/.exec(text)?.[1] ?? '')

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: createdIds } } })
})

describe('reset mails per address', () => {
  it('should mail an address 3 times in a row from different clients, then answer alike and mail nothing', async () => {
    const traveller = await signedInTraveller()
    const answers = []
    for (let asked = 1; asked <= ALLOWED; asked += 1) {
      answers.push(await askReset(traveller.email))
      await untilResetMails(traveller.email, asked)
    }
    const refused = [await askReset(traveller.email), await askReset(traveller.email)]
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const mails = await resetMails(traveller.email)
    expect({
      mails: mails.length,
      answers: [...answers, ...refused].map((answer) => [answer.status, answer.json.message]),
    }).toEqual({ mails: ALLOWED, answers: Array(ALLOWED + 2).fill([200, 'auth.forgot.sent']) })
  })

  it('should leave the code of the third mail working after refused requests', async () => {
    const traveller = await signedInTraveller()
    for (let asked = 1; asked <= ALLOWED + 2; asked += 1) {
      await askReset(traveller.email)
      await untilResetMails(traveller.email, Math.min(asked, ALLOWED))
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const mails = await resetMails(traveller.email)
    // The third mail's code: the one the owner is typing while the next requests come in.
    const lastCode = codeIn(mails[ALLOWED - 1]?.text ?? '')
    const reset = await callApi('/users/reset-password', {
      method: 'POST',
      body: { token: lastCode, password: 'reset-passphrase-now' },
    })
    expect(reset.status).toBe(200)
  })

  it("should not count one address's requests against another", async () => {
    const [first, second] = [await signedInTraveller(), await signedInTraveller()]
    for (let asked = 1; asked <= ALLOWED + 1; asked += 1) await askReset(first.email)
    await askReset(second.email)
    expect((await untilResetMails(second.email, 1)).length).toBe(1)
  })
})
