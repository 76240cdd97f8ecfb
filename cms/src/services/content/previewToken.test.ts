import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PREVIEW_TOKEN_TTL_MS, readPreviewToken, signPreviewToken } from './previewToken'

const claim = { collection: 'posts', id: 7, locale: 'fr' } as const
const NOW = Date.parse('2026-11-27T04:00:00Z')
let savedSecret: string | undefined

beforeEach(() => {
  savedSecret = process.env.PAYLOAD_SECRET
  process.env.PAYLOAD_SECRET = 'unit-test-secret'
})
afterEach(() => {
  process.env.PAYLOAD_SECRET = savedSecret
})

describe('preview tokens', () => {
  it('should name the document and language it was made for until it expires', () => {
    const token = signPreviewToken(claim, NOW)
    expect(readPreviewToken(token, NOW + PREVIEW_TOKEN_TTL_MS - 1)).toEqual(claim)
    expect(readPreviewToken(token, NOW + PREVIEW_TOKEN_TTL_MS)).toBeNull()
  })

  it('should refuse a token whose content was changed (another document) or signed with another secret', () => {
    const [, signature] = signPreviewToken(claim, NOW).split('.')
    const otherBody = Buffer.from(JSON.stringify(['posts', 8, 'fr', NOW + PREVIEW_TOKEN_TTL_MS])).toString(
      'base64url',
    )
    expect(readPreviewToken(`${otherBody}.${signature}`, NOW)).toBeNull()
    const token = signPreviewToken(claim, NOW)
    process.env.PAYLOAD_SECRET = 'another-secret'
    expect(readPreviewToken(token, NOW)).toBeNull()
  })

  it('should refuse malformed tokens', () => {
    for (const token of ['', '.', 'abc', 'a.b.c', `${Buffer.from('[1]').toString('base64url')}.x`]) {
      expect(readPreviewToken(token, NOW)).toBeNull()
    }
  })
})
