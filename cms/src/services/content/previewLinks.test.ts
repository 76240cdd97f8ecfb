import type { PayloadRequest } from 'payload'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { documentPreview, panelLocale } from './previewLinks'
import { readPreviewToken } from './previewToken'

const PANEL = 'http://localhost:3000/admin/collections/posts/7'
let savedSecret: string | undefined

beforeEach(() => {
  savedSecret = process.env.PAYLOAD_SECRET
  process.env.PAYLOAD_SECRET = 'unit-test-secret'
})
afterEach(() => {
  process.env.PAYLOAD_SECRET = savedSecret
})

const requestFrom = (referer: string | null, query: Record<string, unknown> = {}) =>
  ({
    headers: new Headers(referer ? { referer } : {}),
    query,
    user: { collection: 'admins', id: 1 },
  }) as unknown as PayloadRequest

describe('the language of a preview link', () => {
  it("should follow the panel page's own ?locale= before the user's stored preference", () => {
    expect(panelLocale(requestFrom(null, { locale: 'en' }), 'fr')).toBe('en')
    // An autosave's server function carries no query: its Referer is the page the editor is on.
    expect(panelLocale(requestFrom(`${PANEL}?locale=en`), 'fr')).toBe('en')
    expect(panelLocale(requestFrom(`${PANEL}?locale=fr`), 'en')).toBe('fr')
  })

  it('should keep the given locale when the page names none or names one the site does not have', () => {
    expect(panelLocale(requestFrom(PANEL), 'fr')).toBe('fr')
    expect(panelLocale(requestFrom(`${PANEL}?locale=de`, { locale: 'xx' }), 'fr')).toBe('fr')
    expect(panelLocale(requestFrom('not a url'), undefined)).toBeUndefined()
  })

  it('should give the live preview of the English form an English link while another tab is in French', async () => {
    const { livePreview } = documentPreview('posts')
    const url = livePreview?.url
    if (typeof url !== 'function') throw new Error('the live preview URL is built per document')
    const link = await url({
      data: { id: 7 },
      locale: { code: 'fr', label: '' },
      req: requestFrom(`${PANEL}?locale=en`),
    } as unknown as Parameters<typeof url>[0])
    const parsed = new URL(String(link))
    expect(parsed.pathname).toBe('/preview')
    expect(readPreviewToken(parsed.searchParams.get('token') ?? '')).toEqual({
      collection: 'posts',
      id: 7,
      locale: 'en',
    })
  })
})
