import { describe, expect, it } from 'vitest'
import { isSignedByMeta, whatsappSignature } from './whatsappSignature'

describe("Meta's X-Hub-Signature-256", () => {
  it('should be sha256= and the HMAC-SHA256 of the raw body (RFC 4231-style known value)', () => {
    expect(whatsappSignature('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'sha256=f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    )
  })

  it('should refuse a body changed by one byte, another secret or no header', () => {
    const body = Buffer.from('{"entry":[]}')
    const header = whatsappSignature('app-secret', body)
    expect(isSignedByMeta('app-secret', body, header)).toBe(true)
    expect(isSignedByMeta('app-secret', Buffer.from('{"entry":[ ]}'), header)).toBe(false)
    expect(isSignedByMeta('other-secret', body, header)).toBe(false)
    expect(isSignedByMeta('app-secret', body, null)).toBe(false)
  })
})
