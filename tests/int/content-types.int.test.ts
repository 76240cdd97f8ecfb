/**
 * JSON endpoints take only bodies declared as JSON (415 otherwise), so that a cross-site HTML form
 * (text/plain, urlencoded, multipart) cannot post to them; Payload's own REST writes take JSON or
 * the admin panel's multipart, nothing else.
 */
import { describe, expect, it } from 'vitest'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'

const signUp = {
  firstName: 'Awa',
  lastName: 'Koné',
  email: 'form-post@example.com',
  password: 'correct-horse-battery',
}

describe('content types', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['urlencoded', 'application/x-www-form-urlencoded'],
    ['no type', null],
  ])('should answer a sign-up sent as %s with 415', async (_name, contentType) => {
    const answer = await callApi('/users/register', { method: 'POST', body: signUp, contentType })
    expect([answer.status, answer.json.message]).toEqual([415, 'errors.unsupportedMediaType'])
  })

  it("should answer a write to Payload's own REST API sent as text/plain with 415", async () => {
    const login = await callApi('/admins/login', {
      method: 'POST',
      body: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
    })
    const answer = await callApi('/posts', {
      method: 'POST',
      cookie: sessionCookieFrom(login.headers, 'nexovia-admin-token'),
      body: { title: 'Posted by a form' },
      contentType: 'text/plain',
    })
    expect(answer.status).toBe(415)
  })
})
