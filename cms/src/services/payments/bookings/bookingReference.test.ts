import { describe, expect, it } from 'vitest'
import { isBookingReference, randomBookingReference } from './bookingReference'

describe('randomBookingReference', () => {
  it('should read NX, a dash and six characters without look-alikes', () => {
    expect(isBookingReference(randomBookingReference())).toBe(true)
  })

  it('should spell the bytes it is given, each letter of the 32 equally likely', () => {
    const bytes = (count: number) =>
      Uint8Array.from({ length: count }, (_, index) => [0, 31, 32, 255, 1, 64][index]!)
    expect(randomBookingReference(bytes)).toBe('NX-2Z2Z32')
  })

  it('should not contain 0, O, 1 or I', () => {
    const joined = Array.from({ length: 500 }, () => randomBookingReference().slice(3)).join('')
    expect(joined).not.toMatch(/[01OI]/)
  })
})
