/**
 * Issue 40, low finding 12: a staff REST write of 30,000 nested arrays answered 500 (the stack
 * overflowed in a recursive walk of the body). Bodies are bounded in depth (64) before anything
 * walks them: a 400 with a message key, on Payload's own REST writes (JSON and the admin panel's
 * multipart form) and on our endpoints alike.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { signInStaff } from '../fixtures/staffApi.ts'

let payload: Payload
let cookie: string
let removeStaff: () => Promise<unknown>

/** `depth` arrays one inside the other, as JSON text ("[[[…]]]"). */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

/** A multipart body as the admin panel posts it: the fields as JSON text in `_payload`. */
function adminForm(fields: string) {
  const form = new FormData()
  form.set('_payload', fields)
  const request = new Request('http://x', { method: 'POST', body: form })
  return { contentType: request.headers.get('content-type'), body: request.text() }
}

beforeAll(async () => {
  payload = await testPayload()
  const staff = await signInStaff(payload, 'admin')
  cookie = staff.cookie
  removeStaff = staff.remove
})

afterAll(async () => {
  await removeStaff()
})

describe('bodies bounded in depth', () => {
  it('should answer a staff REST write of 30,000 nested arrays with a 400, not a 500', async () => {
    const answer = await callApi('/posts', {
      method: 'POST',
      cookie,
      rawBody: `{"title":${nestedArrays(30_000)}}`,
    })
    expect([answer.status, answer.json.message]).toEqual([400, 'errors.bodyTooDeep'])
  })

  it('should answer the same fields posted as the admin panel form with a 400', async () => {
    const form = adminForm(`{"title":${nestedArrays(30_000)}}`)
    const answer = await callApi('/posts', {
      method: 'POST',
      cookie,
      rawBody: await form.body,
      contentType: form.contentType,
    })
    expect(answer.status).toBe(400)
  })

  it('should refuse 65 levels on our own endpoints with the same message', async () => {
    const answer = await callApi('/concierge/submit', {
      method: 'POST',
      rawBody: `{"name":${nestedArrays(64)}}`,
    })
    expect([answer.status, answer.json.message]).toEqual([400, 'errors.bodyTooDeep'])
  })

  it('should let a body of 64 levels reach the validation', async () => {
    const answer = await callApi('/concierge/submit', {
      method: 'POST',
      rawBody: `{"name":${nestedArrays(63)}}`,
    })
    expect([answer.status, answer.json.message]).toEqual([400, 'errors.invalidInput'])
  })

  it('should not count brackets inside strings', async () => {
    const answer = await callApi('/concierge/submit', {
      method: 'POST',
      rawBody: JSON.stringify({ name: '['.repeat(500), email: 'x', tripDetails: 'y', locale: 'en' }),
    })
    expect(answer.json.message).toBe('errors.invalidInput')
  })
})
