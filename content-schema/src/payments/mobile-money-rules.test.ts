import { describe, expect, it } from 'vitest'
import { bookingOfReference, chargeReference } from './mobile-money-rules.ts'

describe('charge references', () => {
  it('should name the booking a charge pays', () => {
    expect(bookingOfReference(chargeReference(4312, 'a1b2c3'))).toBe(4312)
  })

  it('should name no booking for a reference of someone else', () => {
    expect(bookingOfReference('Links-616626414629')).toBeNull()
  })

  it('should name no booking for an id beyond the column', () => {
    expect(bookingOfReference('nexovia-0-abc')).toBeNull()
  })
})
