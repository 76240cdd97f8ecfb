/** Issue 34: the panel's lists show which posts and guides still lack a language; visitors never pay for it. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../fixtures/payload.ts'
import { createTestPost } from '../fixtures/posts.ts'

let payload: Payload
let postId: number

beforeAll(async () => {
  payload = await testPayload()
  const post = await createTestPost(payload, {
    data: { slug: `english-only-${Date.now()}`, title: 'Mobile money for travellers' },
  })
  postId = post.id
})

afterAll(async () => {
  await payload.delete({ collection: 'posts', id: postId })
})

describe('translation status', () => {
  it('should tell staff that an English-only post lacks its French, and that the seeded guide is complete', async () => {
    const { docs } = await payload.find({ collection: 'admins', limit: 1, depth: 0 })
    const staff = { ...docs[0]!, collection: 'admins' as const }
    const post = await payload.findByID({
      collection: 'posts',
      id: postId,
      user: staff,
      overrideAccess: false,
    })
    expect(post.translationStatus).toBe('Missing: FR')
    const { docs: guides } = await payload.find({
      collection: 'guides',
      where: { slug: { equals: 'accra' } },
      user: staff,
      overrideAccess: false,
    })
    expect(guides[0]?.translationStatus).toBe('Complete')
  })

  it('should keep a French save by staff in French (the column reads all languages apart from the save)', async () => {
    const { docs } = await payload.find({ collection: 'admins', limit: 1, depth: 0 })
    const staff = { ...docs[0]!, collection: 'admins' as const }
    await payload.update({
      collection: 'posts',
      id: postId,
      locale: 'fr',
      data: { title: 'Le mobile money en voyage', excerpt: 'Payer avec son téléphone', category: 'Argent' },
      user: staff,
      overrideAccess: false,
    })
    const [english, french] = await Promise.all(
      (['en', 'fr'] as const).map((locale) =>
        payload.findByID({ collection: 'posts', id: postId, locale, fallbackLocale: false, user: staff }),
      ),
    )
    expect([english?.title, french?.title, french?.translationStatus]).toEqual([
      'Mobile money for travellers',
      'Le mobile money en voyage',
      'Complete',
    ])
  })

  it('should not compute it for a visitor', async () => {
    const post = await payload.findByID({ collection: 'posts', id: postId, overrideAccess: false })
    expect(post.translationStatus ?? null).toBeNull()
  })
})
