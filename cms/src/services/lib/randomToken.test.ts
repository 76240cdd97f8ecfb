import { describe, expect, it } from 'vitest'
import { randomBase64url, randomHex } from './randomToken'

describe('randomToken', () => {
  it('gives tokens of the asked size, hex and base64url', () => {
    expect(randomHex(16)).toMatch(/^[0-9a-f]{32}$/)
    expect(randomBase64url(15)).toMatch(/^[A-Za-z0-9_-]{20}$/)
  })

  it('never gives the same token twice, across the batches it draws', () => {
    // 10,000 × 16 bytes crosses about forty 4 KB batches.
    const tokens = Array.from({ length: 10_000 }, () => randomHex(16))
    expect(new Set(tokens).size).toBe(tokens.length)
  })

  it('takes a token larger than a batch from the kernel directly', () => {
    expect(randomHex(5000)).toMatch(/^[0-9a-f]{10000}$/)
  })
})
