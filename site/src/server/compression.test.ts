import { describe, expect, it } from 'vitest'
import { negotiateEncoding } from './compression'

describe('negotiateEncoding', () => {
  it('should prefer brotli when the client accepts it', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
  })

  it('should fall back to gzip', () => {
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
  })

  it('should respect a refusal with q=0', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
  })

  it('should send identity when nothing is accepted', () => {
    expect(negotiateEncoding(undefined)).toBeNull()
  })
})
