import { describe, expect, it } from 'vitest'
import { whatsappLink } from './whatsapp.ts'

describe('whatsappLink', () => {
  it('should keep only the digits of an international number', () => {
    expect(whatsappLink('+225 07 07 12 34 56')).toBe('https://wa.me/2250707123456')
  })

  it.each([null, '', '07 07 12 34 56', '+12'])('should give no link for %j', (phone) => {
    expect(whatsappLink(phone)).toBeNull()
  })
})
