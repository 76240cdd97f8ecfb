/**
 * Drafts, versions and Payload's internal collections (locked documents, preferences) are for staff
 * only, over REST as the site's proxy forwards it; versions of unversioned collections are a 404.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
let travellerCookie: string
let staffCookie: string
let travellerId: number
let postId: number
const UNSAVED_TITLE = `Unsaved draft ${crypto.randomUUID()}`

beforeAll(async () => {
  payload = await testPayload()
  const traveller = samples.users()
  const created = await payload.create({ collection: 'users', data: traveller })
  travellerId = created.id
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
  const post = await payload.create({ collection: 'posts', data: samples.posts() as never })
  postId = post.id
  await payload.update({ collection: 'posts', id: postId, data: { title: UNSAVED_TITLE }, draft: true })
  // A draft save only: the published home page, in every locale, stays as it was.
  const home = await payload.findGlobal({ slug: 'home-page' })
  await payload.updateGlobal({
    slug: 'home-page',
    data: { ...home, _status: 'draft', heroSlides: [{ title: UNSAVED_TITLE, subtitle: 'Draft' }] } as never,
    draft: true,
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'posts', id: postId })
  await payload.delete({ collection: 'users', id: travellerId })
  await payload.delete({ collection: 'payload-preferences', where: { key: { equals: 'int-test' } } })
})

const mentionsDraft = (answer: { json: unknown }) => JSON.stringify(answer.json).includes(UNSAVED_TITLE)

describe('drafts', () => {
  it('should give an anonymous visitor the published home page when they ask for the draft', async () => {
    const answer = await callApi('/globals/home-page?draft=true')
    expect([answer.status, mentionsDraft(answer)]).toEqual([200, false])
  })

  it('should give a traveller the published post when they ask for the draft', async () => {
    const answer = await callApi(`/posts/${postId}?draft=true`, { cookie: travellerCookie })
    expect([answer.status, mentionsDraft(answer)]).toEqual([200, false])
  })

  it('should give staff the draft of the home page', async () => {
    const answer = await callApi('/globals/home-page?draft=true', { cookie: staffCookie })
    expect([answer.status, mentionsDraft(answer)]).toEqual([200, true])
  })
})

describe('versions', () => {
  it.each(['/posts/versions', '/guides/versions', '/globals/home-page/versions'])(
    'should refuse %s to a traveller',
    async (path) => {
      const answer = await callApi(path, { cookie: travellerCookie })
      expect([answer.status, mentionsDraft(answer)]).toEqual([403, false])
    },
  )

  it('should refuse one version of a post to a traveller', async () => {
    const { docs } = await payload.findVersions({
      collection: 'posts',
      where: { parent: { equals: postId } },
    })
    const answer = await callApi(`/posts/versions/${docs[0]?.id}`, { cookie: travellerCookie })
    expect([answer.status, mentionsDraft(answer)]).toEqual([403, false])
  })

  it('should refuse the versions of a post to an anonymous visitor', async () => {
    const answer = await callApi('/posts/versions')
    expect([answer.status, mentionsDraft(answer)]).toEqual([403, false])
  })

  it('should list the versions of a post to staff', async () => {
    const answer = await callApi('/posts/versions', { cookie: staffCookie })
    expect([answer.status, mentionsDraft(answer)]).toEqual([200, true])
  })

  it.each([
    '/airports/versions',
    '/users/versions',
    '/bookings/versions/1',
    '/globals/site-settings/versions',
  ])('should answer 404 to %s, which has no versions', async (path) => {
    const answers = await Promise.all(
      [travellerCookie, staffCookie].map(async (cookie) => (await callApi(path, { cookie })).status),
    )
    expect(answers).toEqual([404, 404])
  })
})

describe("Payload's internal collections", () => {
  it('should refuse a traveller who locks a document', async () => {
    const answer = await callApi('/payload-locked-documents', {
      method: 'POST',
      cookie: travellerCookie,
      body: {
        document: { relationTo: 'admins', value: 1 },
        user: { relationTo: 'users', value: travellerId },
      },
    })
    expect(answer.status).toBe(403)
  })

  it('should refuse a traveller who stores a preference', async () => {
    const answer = await callApi('/payload-preferences/x', {
      method: 'POST',
      cookie: travellerCookie,
      body: { value: { a: 1 } },
    })
    expect(answer.status).toBe(403)
  })

  it('should let staff store a preference', async () => {
    const answer = await callApi('/payload-preferences/int-test', {
      method: 'POST',
      cookie: staffCookie,
      body: { value: { a: 1 } },
    })
    expect(answer.status).toBe(200)
  })
})
