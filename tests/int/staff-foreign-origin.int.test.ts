/** Payload's REST API with the staff cookie: another site's page changes nothing (issue 19, finding 6). */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'
import { callConsole, signInStaff, siteOrigin } from '../fixtures/staffApi.ts'

let payload: Payload
let admin: Awaited<ReturnType<typeof signInStaff>>

beforeAll(async () => {
  payload = await testPayload()
  admin = await signInStaff(payload, 'admin')
})

afterAll(async () => {
  await admin.remove()
})

const adminsNamed = async (username: string) =>
  (await payload.count({ collection: 'admins', where: { username: { equals: username } } })).totalDocs

/** A form-style post (multipart, `_payload`), as a hidden form on another site would send it. */
async function formPost(path: string, data: unknown, headers: Record<string, string>) {
  const form = new FormData()
  form.set('_payload', JSON.stringify(data))
  const request = new Request(`http://localhost/api${path}`, {
    method: 'POST',
    headers: { cookie: admin.cookie, ...headers },
    body: form,
  })
  return (await handleEndpoints({ config, request })).status
}

describe('state-changing staff requests from another origin', () => {
  it('should refuse a form post creating an administrator from evil.example, and create none', async () => {
    const data = { ...samples.admins(), roles: ['admin'] }
    const status = await formPost('/admins', data, { origin: 'https://evil.example' })
    expect([status, await adminsNamed(data.username)]).toEqual([403, 0])
  })

  it('should refuse a cross-site form post that sends no Origin but Sec-Fetch-Site', async () => {
    const data = { ...samples.admins(), roles: ['admin'] }
    const status = await formPost('/admins', data, { 'sec-fetch-site': 'cross-site' })
    expect([status, await adminsNamed(data.username)]).toEqual([403, 0])
  })

  it('should refuse a JSON PATCH and a DELETE from another origin', async () => {
    const patch = await callConsole(`/admins/${admin.id}`, {
      method: 'PATCH',
      body: { name: 'Forged' },
      cookie: admin.cookie,
      origin: 'http://localhost:9999',
    })
    const remove = await callConsole(`/admins/${admin.id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
      origin: 'https://evil.example',
    })
    const stored = await payload.findByID({ collection: 'admins', id: admin.id })
    expect([patch.status, remove.status, stored.name]).toEqual([403, 403, admin.name])
  })

  it('should still let the site and the cms origins change what staff may change', async () => {
    const fromSite = await callConsole(`/admins/${admin.id}`, {
      method: 'PATCH',
      body: { name: 'Renamed from the site' },
      cookie: admin.cookie,
      origin: siteOrigin(),
    })
    expect(fromSite.status).toBe(200)
  })
})
