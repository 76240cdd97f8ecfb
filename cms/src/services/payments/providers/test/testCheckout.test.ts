import { describe, expect, it } from 'vitest'
import { isUnexpired, passesLuhn } from './testCheckout'

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000000000000002', '4000000000009995'])(
    'should accept the test card %s',
    (number) => {
      expect(passesLuhn(number)).toBe(true)
    },
  )

  it('should refuse a mistyped last digit', () => {
    expect(passesLuhn('4242424242424241')).toBe(false)
  })
})

describe('isUnexpired', () => {
  const now = new Date('2026-11-23T12:00:00Z')

  it('should accept a card that expires at the end of this month', () => {
    expect(isUnexpired('11/26', now)).toBe(true)
  })

  it('should refuse a card that expired last month', () => {
    expect(isUnexpired('10/26', now)).toBe(false)
  })
})
