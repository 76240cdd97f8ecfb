/**
 * Issue 30, finding 2: a sign-up with an address that has an account does the same work as one
 * that creates it, so its time tells nothing. Proven by counting the password hashes (PBKDF2 at
 * Payload's 600,000 iterations, nearly all of the time) rather than by timing.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
const createdEmails: string[] = []

const newTraveller = () => {
  const email = `same-work-${crypto.randomUUID()}@example.com`
  createdEmails.push(email)
  return { firstName: 'Awa', lastName: 'Koné', email, password: 'correct-horse-battery' }
}

/** How many full-strength password hashes the sign-up computed, and its status. */
async function hashesOfSignUp(body: Record<string, unknown>) {
  const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
  const answer = await callApi('/users/register', { method: 'POST', body })
  const hashes = pbkdf2.mock.calls.filter((call) => call[2] === 600_000).length
  pbkdf2.mockRestore()
  return { status: answer.status, hashes }
}

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { in: createdEmails } } })
})

describe('sign-up work', () => {
  it('should hash the password once for a new address and once for a registered one', async () => {
    const traveller = newTraveller()
    const created = await hashesOfSignUp(traveller)
    const again = await hashesOfSignUp({ ...traveller, password: 'another-long-password' })
    expect([created, again]).toEqual([
      { status: 201, hashes: 1 },
      { status: 201, hashes: 1 },
    ])
  })
})
