import { describe, expect, it } from 'vitest'
import { groupResetCode, normalizeResetCode, RESET_CODE_ALPHABET } from './reset-code.ts'

describe('reset codes', () => {
  it('should use 32 characters without I, L, O or U', () => {
    expect([RESET_CODE_ALPHABET.length, /[ILOU]/.test(RESET_CODE_ALPHABET)]).toEqual([32, false])
  })

  it('should read a code as typed: any case, spaces and dashes, O as 0, I and L as 1', () => {
    expect(normalizeResetCode(' k7qm 3xpa ')).toBe('K7QM3XPA')
    expect(normalizeResetCode('o1il-ABCD')).toBe('0111ABCD')
  })

  it('should show a code in two groups of four', () => {
    expect(groupResetCode('K7QM3XPA')).toBe('K7QM-3XPA')
  })
})
