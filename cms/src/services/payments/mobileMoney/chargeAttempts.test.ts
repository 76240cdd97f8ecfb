import { describe, expect, it } from 'vitest'
import { maskPhone } from './chargeAttempts'

describe('maskPhone', () => {
  it('should keep the first three and last two digits of a phone and hide the rest', () => {
    expect([maskPhone('0700000031'), maskPhone('+233 55 000 0001')]).toEqual(['070•••••31', '233•••••••01'])
  })

  it('should hide every digit of a number too short to show a part of', () => {
    expect(maskPhone('12345')).toBe('•••••')
  })
})
