/**
 * Issue 30: one password rule (ASVS 5.0) on sign-up, reset and change, the list of the 100,000
 * most common breached passwords included; whatever case they are typed in.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { signedInTraveller as newSignedInTraveller } from '../fixtures/signedInTraveller.ts'

let payload: Payload
const createdIds: number[] = []
const createdEmails: string[] = []
const refusedAsCommon = { password: 'validation.passwordCommon' }

const signedInTraveller = (locale: 'en' | 'fr' = 'en') => newSignedInTraveller(payload, createdIds, locale)

const signUp = (password: string) => {
  const email = `rule-${crypto.randomUUID()}@example.com`
  createdEmails.push(email)
  return callApi('/users/register', {
    method: 'POST',
    body: { firstName: 'Kofi', lastName: 'Annan', email, password },
  })
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: createdIds } } })
  await payload.delete({ collection: 'users', where: { email: { in: createdEmails } } })
})

describe('the common password list', () => {
  it('should refuse a common password at sign-up, whatever its case', async () => {
    const answers = await Promise.all(['password123', 'Iloveyou1', 'QWERTYUIOP'].map(signUp))
    expect(answers.map((answer) => [answer.status, answer.json.fieldErrors])).toEqual([
      [400, refusedAsCommon],
      [400, refusedAsCommon],
      [400, refusedAsCommon],
    ])
  })

  it('should refuse a common password in a reset, before looking at the code', async () => {
    const answer = await callApi('/users/reset-password', {
      method: 'POST',
      body: { token: 'ABCD-EFGH', password: 'sunshine1' },
    })
    expect([answer.status, answer.json.fieldErrors]).toEqual([400, refusedAsCommon])
  })

  it('should refuse a common password as the new one of a change', async () => {
    const traveller = await signedInTraveller()
    const answer = await callApi('/account/password', {
      method: 'POST',
      cookie: traveller.cookie,
      body: { currentPassword: traveller.password, password: 'football1' },
    })
    expect([answer.status, answer.json.fieldErrors]).toEqual([400, refusedAsCommon])
  })

  it('should accept a long passphrase of plain words', async () => {
    expect((await signUp('river lantern copper orchard')).status).toBe(201)
  })
})
