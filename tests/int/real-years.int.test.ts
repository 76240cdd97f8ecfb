/**
 * Issue 40, low finding 5: a date the calendar has but PostgreSQL does not (year 0) reached the
 * bookings query and answered 500. Dates are bounded to real years (1900–2999) by the shared
 * schema: a 400 naming the field, in a message the console renders.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../fixtures/payload.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'

let payload: Payload
let cookie: string | undefined
let removeStaff: () => Promise<unknown>

beforeAll(async () => {
  payload = await testPayload()
  const staff = await signInStaff(payload, 'admin')
  cookie = staff.cookie
  removeStaff = staff.remove
})

afterAll(async () => {
  await removeStaff()
})

describe('dates bounded to real years', () => {
  it.each([
    ['from=0000-01-01', 'from'],
    ['to=0000-12-31', 'to'],
    ['from=0000-02-29', 'from'],
    ['to=3000-01-01', 'to'],
  ])('should answer ?%s with a 400 naming the field', async (query, field) => {
    const answer = await callConsole(`/admin/bookings?${query}`, { cookie })
    expect([answer.status, (answer.json.fieldErrors as Record<string, string>)?.[field]]).toEqual([
      400,
      'validation.dateOutOfRange',
    ])
  })

  it('should still list the bookings of a real range', async () => {
    const answer = await callConsole('/admin/bookings?from=1900-01-01&to=2999-12-31', { cookie })
    expect(answer.status).toBe(200)
  })
})
