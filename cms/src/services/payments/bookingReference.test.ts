import { describe, expect, it } from 'vitest'
import { bookingReference, isBookingReference } from './bookingReference'

describe('bookingReference', () => {
  it('should read NX, a dash and six characters without look-alikes', () => {
    expect(isBookingReference(bookingReference(1))).toBe(true)
  })

  it('should give the same booking the same reference', () => {
    expect(bookingReference(42)).toBe(bookingReference(42))
  })

  it('should give 20,000 consecutive bookings distinct references', () => {
    const references = new Set(Array.from({ length: 20_000 }, (_, index) => bookingReference(index + 1)))
    expect(references.size).toBe(20_000)
  })

  it('should not contain 0, O, 1 or I', () => {
    const joined = Array.from({ length: 500 }, (_, index) => bookingReference(index + 1).slice(3)).join('')
    expect(joined).not.toMatch(/[01OI]/)
  })
})
