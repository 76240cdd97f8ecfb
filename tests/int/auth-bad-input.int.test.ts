/**
 * Every auth endpoint reachable through /api answers bad input with a 4xx and field errors, never
 * a 500: the traveller endpoints (ours) and Payload's built-in ones on both auth collections.
 */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
let cookie: string
const email = `bad-input-${crypto.randomUUID()}@example.com`

beforeAll(async () => {
  payload = await testPayload()
  await callApi('/users/register', {
    method: 'POST',
    body: { firstName: 'Kofi', lastName: 'Boateng', email, password: 'correct-horse-battery' },
  })
  const login = await callApi('/users/login', {
    method: 'POST',
    body: { email, password: 'correct-horse-battery' },
  })
  cookie = sessionCookieFrom(login.headers)
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: email } } })
})

type Case = [name: string, body: unknown, field: string]

const valid = {
  register: { firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'secret-passage' },
  login: { email: 'a@example.com', password: 'secret-passage' },
  forgot: { email: 'a@example.com' },
  reset: { token: 'abc', password: 'secret-passage' },
  profile: { firstName: 'A', lastName: 'B', email: 'a@example.com' },
  oidcCallback: { code: 'c', state: 's' },
}

const endpoints: { path: string; method: string; cases: Case[]; withSession?: boolean }[] = [
  {
    path: '/users/register',
    method: 'POST',
    cases: [
      ['missing fields', {}, 'firstName'],
      ['a malformed email', { ...valid.register, email: 'awa@' }, 'email'],
      ['a short password', { ...valid.register, password: 'abc' }, 'password'],
      ['wrong types', { ...valid.register, firstName: 42, email: ['x'] }, 'firstName'],
    ],
  },
  {
    path: '/users/login',
    method: 'POST',
    cases: [
      ['missing fields', {}, 'email'],
      ['a malformed email', { ...valid.login, email: 'nope' }, 'email'],
      ['an empty password', { ...valid.login, password: '' }, 'password'],
      ['wrong types', { email: 1, password: { $ne: '' } }, 'password'],
    ],
  },
  {
    path: '/users/forgot-password',
    method: 'POST',
    cases: [
      ['missing fields', {}, 'email'],
      ['a malformed email', { email: 'nope' }, 'email'],
      ['wrong types', { email: { $gt: '' } }, 'email'],
    ],
  },
  {
    path: '/users/reset-password',
    method: 'POST',
    cases: [
      ['missing fields', {}, 'token'],
      ['a short password', { ...valid.reset, password: '12345' }, 'password'],
      ['wrong types', { token: 7, password: 'secret-passage' }, 'token'],
    ],
  },
  {
    path: '/users/oidc/callback',
    method: 'POST',
    cases: [
      ['missing fields', {}, 'code'],
      ['wrong types', { code: [], state: 1 }, 'code'],
    ],
  },
  {
    path: '/account',
    method: 'PATCH',
    withSession: true,
    cases: [
      ['missing fields', {}, 'firstName'],
      ['a malformed email', { ...valid.profile, email: 'x@' }, 'email'],
      ['wrong types', { ...valid.profile, country: 12 }, 'country'],
      ['a country that is not a code', { ...valid.profile, country: 'Ghana' }, 'country'],
    ],
  },
]

describe.each(endpoints)('$method $path', ({ path, method, cases, withSession }) => {
  const session = () => (withSession ? cookie : undefined)

  it.each(cases)('should answer %s with 400 and field errors', async (_name, body, field) => {
    const answer = await callApi(path, { method, body, cookie: session() })
    expect([answer.status, (answer.json.fieldErrors as Record<string, string>)?.[field]]).toEqual([
      400,
      expect.stringMatching(/^(validation|errors)\./),
    ])
  })

  it('should answer a body that is not JSON with 400', async () => {
    const answer = await callApi(path, { method, rawBody: '{"email":', cookie: session() })
    expect([answer.status, answer.json.message]).toEqual([400, 'errors.invalidInput'])
  })

  it('should answer an oversized body with 413', async () => {
    const answer = await callApi(path, { method, body: { email: 'x'.repeat(40_000) }, cookie: session() })
    expect([answer.status, answer.json.message]).toEqual([413, 'errors.bodyTooLarge'])
  })
})

describe("Payload's built-in auth endpoints", () => {
  it.each([['/users/refresh-token'], ['/users/first-register']])(
    'should close %s to everyone',
    async (path) => {
      const answer = await callApi(path, { method: 'POST', body: {} })
      expect(answer.status).toBe(404)
    },
  )

  it('should refuse an anonymous unlock of a traveller', async () => {
    const answer = await callApi('/users/unlock', { method: 'POST', body: { email } })
    expect(answer.status).toBe(403)
  })

  it.each([
    ['/admins/login', {}, 'username'],
    ['/admins/login', { username: '', password: 'x' }, 'username'],
    ['/admins/login', { username: { $ne: '' }, password: 5 }, 'username'],
    ['/admins/forgot-password', {}, 'username'],
    ['/admins/reset-password', {}, 'token'],
    ['/admins/reset-password', { token: 5, password: [] }, 'token'],
  ])('should answer %s with bad input %j with 400 and field errors', async (path, body, field) => {
    const answer = await callApi(path, { method: 'POST', body })
    expect([answer.status, (answer.json.fieldErrors as Record<string, string>)?.[field]]).toEqual([
      400,
      expect.stringMatching(/^validation\./),
    ])
  })

  it.each([['/admins/login'], ['/admins/forgot-password'], ['/admins/reset-password']])(
    'should answer %s with a body that is not JSON with 400',
    async (path) => {
      const answer = await callApi(path, { method: 'POST', rawBody: '{"username":' })
      expect(answer.status).toBe(400)
    },
  )

  it('should answer an oversized staff sign-in with 413', async () => {
    const answer = await callApi('/admins/login', { method: 'POST', body: { username: 'x'.repeat(40_000) } })
    expect(answer.status).toBe(413)
  })

  it("should still sign staff in through the admin panel's multipart form", async () => {
    const form = new FormData()
    form.set(
      '_payload',
      JSON.stringify({ username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD }),
    )
    const request = new Request('http://localhost/api/admins/login', {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': '10.250.0.1' },
    })
    const response = await handleEndpoints({ config, request })
    expect([response.status, response.headers.get('set-cookie')?.startsWith('nexovia-admin-token=')]).toEqual(
      [200, true],
    )
  })
})
