/**
 * Issue 40, finding 9: an address-change link is spent once used, and dead once the account proved
 * another address since it was mailed: A→Y, then Y→A, and the first link A→X stays refused (it moved
 * the account to X, once the address came back to A).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { signedInTraveller as newSignedInTraveller } from '../fixtures/signedInTraveller.ts'

let payload: Payload
const createdIds: number[] = []
const freshAddress = (name: string) => `${name}-${crypto.randomUUID()}@example.com`

type Traveller = Awaited<ReturnType<typeof newSignedInTraveller>>

/** Asks for `email` as the traveller's address and returns the token of the link mailed there. */
async function linkTo(traveller: Traveller, email: string) {
  const asked = await callApi('/account', {
    method: 'PATCH',
    cookie: traveller.cookie,
    body: { firstName: traveller.firstName, lastName: traveller.lastName, email },
  })
  expect(asked.status).toBe(200)
  const sent = await waitForMail(process.env.MAIL_API_URL!, email, /^Confirm your new email/)
  return decodeURIComponent(/#token=([^\s"<]+)/.exec(sent.text)?.[1] ?? '')
}

const confirm = async (token: string) =>
  (await callApi('/account/verify-email', { method: 'POST', body: { token } })).status

const addressOf = async (traveller: Traveller) =>
  (await payload.findByID({ collection: 'users', id: traveller.id, depth: 0 })).email

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: createdIds } } })
})

describe('an address-change link', () => {
  it('should stay refused after the address went away and came back (A→Y, Y→A, then A→X)', async () => {
    const traveller = await newSignedInTraveller(payload, createdIds, 'en')
    const first = traveller.email
    const toX = await linkTo(traveller, freshAddress('x'))
    const toY = await linkTo(traveller, freshAddress('y'))
    const movedToY = await confirm(toY)
    const backToA = await linkTo(traveller, first)
    const movedBack = await confirm(backToA)
    const replayed = await confirm(toX)
    expect([movedToY, movedBack, replayed, await addressOf(traveller)]).toEqual([200, 200, 400, first])
  })

  it('should be spent once used, even by two confirmations at once', async () => {
    const traveller = await newSignedInTraveller(payload, createdIds, 'en')
    const next = freshAddress('once')
    const token = await linkTo(traveller, next)
    const together = await Promise.all([confirm(token), confirm(token)])
    const later = await confirm(token)
    expect([together.toSorted(), later, await addressOf(traveller)]).toEqual([[200, 400], 400, next])
  })
})
