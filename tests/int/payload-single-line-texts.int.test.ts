/**
 * Issue 40, finding 13's rest: Payload's REST (and so the admin panel, which writes through the same
 * operations) refused NUL but stored CR, LF and TAB in single-line `text` fields. Every text field of
 * the config — a collection's, a global's, one nested in an array, one in a rich-text block — now
 * refuses them with the rule's words (cms/src/fields/singleLineTexts.ts); nothing is stored; a
 * textarea keeps its line breaks. The seed's texts pass the rule: globalSetup seeds this database.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../fixtures/payload.ts'
import { createTestPost } from '../fixtures/posts.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'

const SINGLE_LINE = 'Keep this field on one line: remove line breaks, tabs and other control characters'

let payload: Payload
let admin: Awaited<ReturnType<typeof signInStaff>>
let postId: number
let hotelId: number
let hotelDescription: string | null | undefined
const POST_SLUG = `single-line-${crypto.randomUUID()}`
const NEW_POST_TITLE = `A title\twith a tab ${crypto.randomUUID()}`

/** The messages of a refused Payload write, field by field. */
const fieldMessages = (json: Record<string, unknown>) =>
  ((json.errors as { data?: { errors?: { path: string; message: string }[] } }[] | undefined) ?? []).flatMap(
    (error) => (error.data?.errors ?? []).map((field) => `${field.path}: ${field.message}`),
  )

/** A rich-text body holding one call-to-book block whose title is `title`. */
const bodyWithBlock = (title: string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'block',
        format: '',
        version: 2,
        fields: {
          id: '6750f0a0a0a0a0a0a0a0a0a0',
          blockName: '',
          blockType: 'callToBook',
          kind: 'hotel',
          city: 'Accra',
          title,
          buttonLabel: 'Search hotels',
        },
      },
    ],
  },
})

beforeAll(async () => {
  payload = await testPayload()
  admin = await signInStaff(payload, 'admin')
  postId = (await createTestPost(payload, { data: { slug: POST_SLUG, title: 'One line' } })).id
  const hotel = (await payload.find({ collection: 'hotels', limit: 1, depth: 0 })).docs[0]!
  hotelId = hotel.id
  hotelDescription = hotel.description
})

afterAll(async () => {
  await payload.update({ collection: 'hotels', id: hotelId, data: { description: hotelDescription } })
  await payload.delete({ collection: 'posts', where: { slug: { equals: POST_SLUG } } })
  await payload.delete({ collection: 'posts', where: { title: { equals: NEW_POST_TITLE } } })
  await admin.remove()
})

describe('single-line text fields through Payload REST', () => {
  it("should refuse a post's title holding CR LF, and keep the stored one", async () => {
    const answer = await callConsole(`/posts/${postId}?locale=en`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { title: 'Line one\r\nLine two' },
    })
    const stored = await payload.findByID({ collection: 'posts', id: postId, locale: 'en', depth: 0 })
    expect([answer.status, fieldMessages(answer.json), stored.title]).toEqual([
      400,
      [`title: ${SINGLE_LINE}`],
      'One line',
    ])
  })

  it('should refuse a new post whose title holds a tab, and store nothing', async () => {
    const answer = await callConsole('/posts?locale=en', {
      method: 'POST',
      cookie: admin.cookie,
      body: {
        title: NEW_POST_TITLE,
        slug: `${POST_SLUG}-new`,
        excerpt: 'Two lines\nare fine here',
        category: 'Tips',
        publishedAt: '2026-11-20T09:00:00.000Z',
        readTimeMinutes: 3,
      },
    })
    const { totalDocs } = await payload.count({
      collection: 'posts',
      where: { title: { equals: NEW_POST_TITLE } },
    })
    expect([answer.status, fieldMessages(answer.json), totalDocs]).toEqual([
      400,
      [`title: ${SINGLE_LINE}`],
      0,
    ])
  })

  it("should refuse a global's text holding a line feed", async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const answer = await callConsole('/globals/site-settings', {
      method: 'POST',
      cookie: admin.cookie,
      body: { address: 'Plateau\nAbidjan' },
    })
    const after = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect([answer.status, fieldMessages(answer.json), after.address]).toEqual([
      400,
      [`address: ${SINGLE_LINE}`],
      before.address,
    ])
  })

  it("should refuse a text nested in an array (a hotel's room type name) holding a tab", async () => {
    const hotel = await payload.findByID({ collection: 'hotels', id: hotelId, locale: 'en', depth: 0 })
    const roomTypes = (hotel.roomTypes ?? []).map((roomType, index) =>
      index === 0 ? { ...roomType, name: 'Deluxe\tRoom' } : roomType,
    )
    const answer = await callConsole(`/hotels/${hotelId}?locale=en`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { roomTypes },
    })
    const after = await payload.findByID({ collection: 'hotels', id: hotelId, locale: 'en', depth: 0 })
    expect([answer.status, fieldMessages(answer.json), after.roomTypes?.[0]?.name]).toEqual([
      400,
      [`roomTypes.0.name: ${SINGLE_LINE}`],
      hotel.roomTypes?.[0]?.name,
    ])
  })

  it("should refuse a rich-text block's title holding a line feed", async () => {
    const answer = await callConsole(`/posts/${postId}?locale=en`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { body: bodyWithBlock('Book\nnow') },
    })
    expect([answer.status, JSON.stringify(answer.json).includes(SINGLE_LINE)]).toEqual([400, true])
  })

  it('should take the same rich-text block with a one-line title', async () => {
    const answer = await callConsole(`/posts/${postId}?locale=en`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { body: bodyWithBlock('Book now') },
    })
    expect(answer.status).toBe(200)
  })

  it('should keep the line breaks of a textarea', async () => {
    const description = 'Sea view.\r\nPool and garden.\n\tQuiet rooms.'
    const answer = await callConsole(`/hotels/${hotelId}?locale=en`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { description },
    })
    const after = await payload.findByID({ collection: 'hotels', id: hotelId, locale: 'en', depth: 0 })
    expect([answer.status, after.description]).toEqual([200, description])
  })
})
