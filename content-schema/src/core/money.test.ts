import { describe, expect, it } from 'vitest'
import { fromMinor, toMinor } from './money.ts'

describe('toMinor and fromMinor', () => {
  it('should turn dollars into cents', () => {
    expect(toMinor(8.5, 'USD')).toBe(850)
  })

  it('should round away floating-point noise', () => {
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30)
  })

  it('should keep CFA francs as they are', () => {
    expect(toMinor(850000, 'XOF')).toBe(850000)
  })

  it('should turn cents back into dollars', () => {
    expect(fromMinor(85000, 'USD')).toBe(850)
  })
})
