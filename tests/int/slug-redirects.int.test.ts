/** Issue 34: renaming a published post keeps its old address as a redirect to the document. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../fixtures/payload.ts'
import { createTestPost } from '../fixtures/posts.ts'

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'posts', id })
  await payload.delete({ collection: 'redirects', where: { from: { like: '/blog/rename-' } } })
})

async function publishedPost(slug: string) {
  const post = await createTestPost(payload, { data: { slug, title: 'Rename me' } })
  created.push(post.id)
  return post
}

const redirectsFrom = async (from: string) =>
  (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 1 })).docs

describe('a slug change', () => {
  it('should create a redirect from the old path to the renamed post', async () => {
    const post = await publishedPost('rename-first')
    await payload.update({ collection: 'posts', id: post.id, data: { slug: 'rename-second' } })
    const [redirect] = await redirectsFrom('/blog/rename-first')
    expect(redirect?.to?.type).toBe('reference')
    expect(redirect?.to?.reference?.relationTo).toBe('posts')
    expect((redirect?.to?.reference?.value as { slug?: string } | undefined)?.slug).toBe('rename-second')
  })

  it('should drop the redirect from a path the post takes back, so it never redirects to itself', async () => {
    const post = await publishedPost('rename-back-a')
    await payload.update({ collection: 'posts', id: post.id, data: { slug: 'rename-back-b' } })
    await payload.update({ collection: 'posts', id: post.id, data: { slug: 'rename-back-a' } })
    expect(await redirectsFrom('/blog/rename-back-a')).toEqual([])
    expect(await redirectsFrom('/blog/rename-back-b')).toHaveLength(1)
  })

  it('should leave no redirect when the post was never published under the old slug', async () => {
    const draft = await createTestPost(payload, {
      draft: true,
      data: { slug: 'rename-draft-a', title: 'Draft' },
    })
    created.push(draft.id)
    await payload.update({ collection: 'posts', id: draft.id, draft: true, data: { slug: 'rename-draft-b' } })
    expect(await redirectsFrom('/blog/rename-draft-a')).toEqual([])
  })

  it('should let a visitor read redirects and refuse to let one write them', async () => {
    const visitorRead = await payload.find({ collection: 'redirects', overrideAccess: false, depth: 0 })
    expect(visitorRead.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'redirects',
        overrideAccess: false,
        data: { from: '/blog/rename-visitor', to: { type: 'custom', url: '/' } },
      }),
    ).rejects.toThrow()
  })
})
