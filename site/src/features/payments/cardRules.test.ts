import { describe, expect, it } from 'vitest'
import {
  cardDigits,
  cardProblems,
  formatCardNumber,
  formatExpiry,
  isCvcValid,
  isExpiryValid,
  isLuhnValid,
} from './cardRules'

const NOV_2026 = new Date('2026-11-23T12:00:00Z')

describe('formatCardNumber', () => {
  it('should group the digits by four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
  })

  it('should drop what is not a digit', () => {
    expect(formatCardNumber('4000-0000 0000.0002')).toBe('4000 0000 0000 0002')
  })

  it('should not end with a space after a full group', () => {
    expect(formatCardNumber('42424')).toBe('4242 4')
  })
})

describe('cardDigits', () => {
  it('should keep at most 19 digits', () => {
    expect(cardDigits('1'.repeat(25))).toHaveLength(19)
  })
})

describe('isLuhnValid', () => {
  it('should accept the success test card', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true)
  })

  it('should accept the declined test card', () => {
    expect(isLuhnValid('4000000000000002')).toBe(true)
  })

  it('should accept the insufficient-funds test card', () => {
    expect(isLuhnValid('4000000000009995')).toBe(true)
  })

  it('should refuse a mistyped last digit', () => {
    expect(isLuhnValid('4242424242424241')).toBe(false)
  })

  it('should refuse a number too short to be a card', () => {
    expect(isLuhnValid('42')).toBe(false)
  })
})

describe('formatExpiry', () => {
  it('should put the slash after the month', () => {
    expect(formatExpiry('1230')).toBe('12/30')
  })

  it('should leave a lone month as typed', () => {
    expect(formatExpiry('1')).toBe('1')
  })
})

describe('isExpiryValid', () => {
  it('should accept the current month', () => {
    expect(isExpiryValid('11/26', NOV_2026)).toBe(true)
  })

  it('should refuse last month', () => {
    expect(isExpiryValid('10/26', NOV_2026)).toBe(false)
  })

  it('should refuse month 13', () => {
    expect(isExpiryValid('13/30', NOV_2026)).toBe(false)
  })
})

describe('isCvcValid', () => {
  it('should accept four digits', () => {
    expect(isCvcValid('1234')).toBe(true)
  })

  it('should refuse two digits', () => {
    expect(isCvcValid('12')).toBe(false)
  })
})

describe('cardProblems', () => {
  it('should find nothing wrong with a complete test card', () => {
    const form = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Diallo' }
    expect(cardProblems(form, NOV_2026)).toEqual({})
  })

  it('should name every field that is wrong', () => {
    const form = { number: '1234', expiry: '00/00', cvc: '', name: ' ' }
    expect(Object.keys(cardProblems(form, NOV_2026))).toEqual(['number', 'expiry', 'cvc', 'name'])
  })
})
