/**
 * A NUL byte (or any control character) in a text field is a 400 with a field error on every
 * public write, never a 500; and whatever fails in the database, the log carries no query
 * parameters or password hashes.
 */
import { Writable } from 'node:stream'
import type { Payload } from 'payload'
import { pino } from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions } from '../../cms/src/logger.ts'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
let travellerCookie: string
let staffCookie: string
let travellerId: number
let originalLogger: Payload['logger']
const logged: string[] = []

const NUL = 'a\u0000b'
const person = { firstName: 'Awa', lastName: 'Koné', password: 'correct-horse-battery' }

beforeAll(async () => {
  payload = await testPayload()
  const traveller = samples.users()
  travellerId = (await payload.create({ collection: 'users', data: traveller })).id
  const login = await callApi('/users/login', {
    method: 'POST',
    body: { email: traveller.email, password: traveller.password },
  })
  travellerCookie = sessionCookieFrom(login.headers)
  const staffLogin = await callApi('/admins/login', {
    method: 'POST',
    body: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
  })
  staffCookie = sessionCookieFrom(staffLogin.headers, 'nexovia-admin-token')
  // The cms's own logger options, writing to memory: what an operator would read.
  originalLogger = payload.logger
  const capture = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk))
      done()
    },
  })
  payload.logger = pino(loggerOptions, capture)
})

afterEach(() => {
  logged.length = 0
})

afterAll(async () => {
  payload.logger = originalLogger
  await payload.delete({ collection: 'users', id: travellerId })
})

describe('control characters', () => {
  it.each([
    ['/users/register', 'POST', { ...person, email: 'nul@example.com', firstName: NUL }, 'firstName'],
    ['/users/register', 'POST', { ...person, email: 'nul@example.com', phone: NUL }, 'phone'],
    [
      '/users/register',
      'POST',
      { ...person, email: 'nul@example.com', preferredDestination: NUL },
      'preferredDestination',
    ],
    [
      '/concierge/submit',
      'POST',
      { name: NUL, email: 'nul@example.com', tripDetails: 'Abidjan in May', locale: 'en' },
      'name',
    ],
    ['/admins/login', 'POST', { username: NUL, password: 'whatever' }, 'username'],
  ])('should answer %s with a 400 naming the field', async (path, method, body, field) => {
    const answer = await callApi(path, { method, body })
    expect([answer.status, (answer.json.fieldErrors as Record<string, string>)?.[field]]).toEqual([
      400,
      'validation.invalidCharacters',
    ])
  })

  it('should answer a profile change with a NUL in the last name with a 400', async () => {
    const answer = await callApi('/account', {
      method: 'PATCH',
      cookie: travellerCookie,
      body: { firstName: 'Awa', lastName: NUL, email: 'nul-profile@example.com' },
    })
    expect([answer.status, (answer.json.fieldErrors as Record<string, string>)?.lastName]).toEqual([
      400,
      'validation.invalidCharacters',
    ])
  })

  it("should answer staff writing a NUL through Payload's own REST API with a 400", async () => {
    const answer = await callApi(`/users/${travellerId}`, {
      method: 'PATCH',
      cookie: staffCookie,
      body: { firstName: NUL },
    })
    expect(answer.status).toBe(400)
  })
})

describe('logs', () => {
  it('should keep query parameters and password hashes out of the log when a query fails', async () => {
    // Bypasses every validation on purpose: the database itself refuses the NUL.
    const failing = payload.db.updateOne({
      collection: 'users',
      id: travellerId,
      data: { firstName: NUL, hash: 'pbkdf2-sha256-v1:deadbeef', salt: 'c0ffee'.repeat(11) },
    })
    const error = await failing.catch((cause: unknown) => cause)
    // As Payload's REST error handler logs it.
    payload.logger.error({ err: error })
    const log = logged.join('')
    expect([log.includes('Failed query'), /deadbeef|c0ffee/.test(log)]).toEqual([true, false])
  })
})
