/**
 * The cms's in-memory caches of editors' content (issue 20): each cms and API process keeps the
 * places for a minute, and a change saved through one cms process must reach an API process's next
 * lookup at once (a NOTIFY that every one of them LISTENs to, cms/src/services/lib/cmsCachePurgeListener.ts).
 */
import { expect, it } from 'vitest'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:lb`)
  return value
}
const [cmsOne] = env('LB_CMS_PROCESSES').split(' ') as [string]
const [, apiTwo] = env('LB_API_PROCESSES').split(' ') as [string, string]
const origin = new URL(env('PUBLIC_SITE_URL')).origin

const post = (url: string, body: unknown, cookie?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })

const suggestions = async (api: string, query: string) => {
  const answer = await post(`${api}/api/places/autocomplete`, { query, limit: 3 })
  const { results } = (await answer.json()) as { results: { text: string }[] }
  return results.map((place) => place.text)
}

it('should suggest a place added through a cms process from an API process at once', async () => {
  const login = await post(`${cmsOne}/api/admins/login`, {
    username: env('ADMIN_USERNAME'),
    password: env('ADMIN_PASSWORD'),
  })
  const cookie = login.headers.getSetCookie().find((line) => line.startsWith('nexovia-admin-token='))
  const staff = cookie?.split(';')[0]
  expect(staff).toBeDefined()
  const name = `Lagoon Pier ${crypto.randomUUID().slice(0, 6)}`
  // api-2 reads the places now: without a purge it would keep this list for a minute.
  expect(await suggestions(apiTwo, name)).toEqual([])
  const created = await post(
    `${cmsOne}/api/places`,
    {
      name,
      city: 'Abidjan',
      address: 'Boulevard Lagunaire, Plateau',
      type: 'landmark',
      zone: 'west-africa',
      lat: 5.3186,
      lng: -4.0219,
    },
    staff,
  )
  expect(created.status).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const deadline = Date.now() + 5000
  let seen: string[] = []
  while (Date.now() < deadline && !seen.includes(name)) {
    seen = await suggestions(apiTwo, name)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(seen).toContain(name)
  const removal = await fetch(`${cmsOne}/api/places/${doc.id}`, {
    method: 'DELETE',
    headers: { cookie: staff!, origin },
  })
  expect(removal.status).toBe(200)
})
