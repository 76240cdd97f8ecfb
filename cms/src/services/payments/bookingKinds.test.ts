import { describe, expect, it } from 'vitest'
import { type BookingKindTable, hooksOfKind, installBookingKinds } from './bookingKinds'

describe('booking kinds', () => {
  it('should refuse a table that leaves a kind out (the type check)', () => {
    // @ts-expect-error: hotel is missing, so a hotel booking would have no hooks
    const partial: BookingKindTable = { flight: {}, taxi: {} }
    expect(Object.keys(partial)).toEqual(['flight', 'taxi'])
  })

  it('should say at once when a booking type has no hooks, instead of doing nothing', () => {
    expect(() => hooksOfKind('cruise')).toThrow(/booking kind "cruise" has no hooks/)
  })

  it("should answer a kind's own hooks once installed", () => {
    const onHousekeeping = async () => undefined
    installBookingKinds({ flight: {}, hotel: {}, taxi: { onHousekeeping } })
    expect(hooksOfKind('taxi').onHousekeeping).toBe(onHousekeeping)
    expect(hooksOfKind('hotel').onHousekeeping).toBeUndefined()
  })
})
