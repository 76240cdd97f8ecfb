/**
 * Issue 34: a preview link shows one draft to whoever holds its signed token, for a few minutes;
 * an expired, forged or altered token is refused, and the answer is never cached.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { draftPreviewUrl } from '../../cms/src/services/content/previewLinks.ts'
import { PREVIEW_TOKEN_TTL_MS, signPreviewToken } from '../../cms/src/services/content/previewToken.ts'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { createTestPost } from '../fixtures/posts.ts'

let payload: Payload
let draftId: number

beforeAll(async () => {
  payload = await testPayload()
  const draft = await createTestPost(payload, {
    locale: 'fr',
    draft: true,
    data: { slug: `preview-draft-${Date.now()}`, title: 'Brouillon à relire', category: 'Conseils' },
  })
  draftId = draft.id
})

afterAll(async () => {
  await payload.delete({ collection: 'posts', id: draftId })
})

const preview = (token: string) => callApi(`/content/preview?${new URLSearchParams({ token })}`)

describe('GET /api/content/preview', () => {
  it('should answer the draft, in the link’s language, uncached', async () => {
    const token = new URL(draftPreviewUrl('posts', draftId, 'fr')).searchParams.get('token')!
    const { status, json, headers } = await preview(token)
    expect(status).toBe(200)
    expect(json).toMatchObject({
      collection: 'posts',
      locale: 'fr',
      doc: { id: draftId, title: 'Brouillon à relire' },
    })
    expect(headers.get('cache-control')).toContain('no-store')
  })

  it('should refuse an expired token', async () => {
    const token = signPreviewToken(
      { collection: 'posts', id: draftId, locale: 'fr' },
      Date.now() - PREVIEW_TOKEN_TTL_MS - 1,
    )
    expect((await preview(token)).status).toBe(403)
  })

  it('should refuse a forged token and one altered to name another document', async () => {
    const [body, signature] = signPreviewToken({ collection: 'posts', id: draftId, locale: 'fr' }).split('.')
    const forged = `${body}.${'A'.repeat(signature!.length)}`
    const other = Buffer.from(JSON.stringify(['posts', draftId + 1, 'fr', Date.now() + 60_000])).toString(
      'base64url',
    )
    expect((await preview(forged)).status).toBe(403)
    expect((await preview(`${other}.${signature}`)).status).toBe(403)
    expect((await preview('')).status).toBe(403)
  })

  it('should answer 4xx, never 5xx, to a token with a NUL byte, a huge one, or one that is not base64 JSON', async () => {
    const [body, signature] = signPreviewToken({ collection: 'posts', id: draftId, locale: 'fr' }).split('.')
    const notJson = `${Buffer.from('not json').toString('base64url')}.${signature}`
    const statuses = await Promise.all(
      [`${body}\u0000.${signature}`, 'A'.repeat(100_000), notJson, '.', `${body}.${signature}.extra`].map(
        async (token) => (await preview(token)).status,
      ),
    )
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true)
  })

  it('should not show the draft through the public REST API', async () => {
    const { json } = await callApi(`/posts/${draftId}?locale=fr&draft=true`)
    expect(json).not.toMatchObject({ title: 'Brouillon à relire' })
  })
})
