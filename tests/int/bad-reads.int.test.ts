/** Reads and query strings get the same care as writes: bad input is a 4xx, never a 5xx (issue 19, finding 5). */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { signInStaff } from '../fixtures/staffApi.ts'

let payload: Payload
let adminCookie: string

beforeAll(async () => {
  payload = await testPayload()
  const admin = await signInStaff(payload, 'admin')
  adminCookie = admin.cookie
  return admin.remove
})

const PUBLIC_READS = [
  '/hotels/abc',
  '/hotels/99999999999',
  '/hotels/-1',
  '/packages/abc',
  '/posts/abc',
  '/media/abc',
  '/airports/1.5',
  '/hotels?page=-1',
  '/hotels?page=abc',
  '/hotels?limit=-5',
  '/airports?where[id][in]=1,abc',
  '/airports?where[id][equals]=99999999999',
  '/airports?where[name][equals]=%00',
  '/airports?where[name][like]=a%00b',
  '/posts?sort=%00',
  '/payload-migrations',
]

describe('REST reads with bad ids and query strings', () => {
  it.each(PUBLIC_READS)('should answer GET %s with a 4xx', async (path) => {
    const { status } = await callApi(path)
    expect(status >= 400 && status < 500 ? 'client error' : status).toBe('client error')
  })

  it.each(['/admin/users/99999999999', '/concierge/requests/99999999999', '/concierge/requests/abc'])(
    'should answer the console GET %s with a 4xx',
    async (path) => {
      const { status } = await callApi(path, {
        cookie: adminCookie,
        headersExtra: { origin: process.env.PUBLIC_SITE_URL! },
      })
      expect(status >= 400 && status < 500 ? 'client error' : status).toBe('client error')
    },
  )

  it('should not name an internal address in any refusal', async () => {
    const { json } = await callApi('/payload-migrations')
    expect(JSON.stringify(json)).not.toMatch(/https?:\/\//)
  })
})
