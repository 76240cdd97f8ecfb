import { describe, expect, it } from 'vitest'
import { fitsParty, ratePlanCancellationDeadline, ratePlanStayPrice } from './room-types.ts'

const room = {
  pricePerNight: 10_000,
  seasonalRates: [{ startMonth: 12, endMonth: 1, pricePerNight: 20_000 }],
}

describe('ratePlanStayPrice', () => {
  it('should price each night at its season moved by the plan adjustment', () => {
    const price = ratePlanStayPrice(
      room,
      { priceAdjustmentPercent: -10 },
      { checkIn: '2027-11-30', checkOut: '2027-12-02', rooms: 2 },
    )
    expect(price.total).toBe((9_000 + 18_000) * 2)
  })

  it('should bound an adjustment an editor mistyped', () => {
    const price = ratePlanStayPrice(
      room,
      { priceAdjustmentPercent: -100 },
      { checkIn: '2027-06-01', checkOut: '2027-06-02', rooms: 1 },
    )
    expect(price.total).toBe(5_000)
  })
})

describe('fitsParty', () => {
  it('should refuse a party larger than the rooms sleep', () => {
    expect([
      fitsParty({ maxAdults: 2, maxChildren: 1 }, { adults: 2, children: 1, rooms: 1 }),
      fitsParty({ maxAdults: 2, maxChildren: 0 }, { adults: 3, rooms: 1 }),
      fitsParty({ maxAdults: 2, maxChildren: 0 }, { adults: 3, rooms: 2 }),
    ]).toEqual([true, false, true])
  })
})

describe('ratePlanCancellationDeadline', () => {
  it('should fall the plan hours before check-in, and not exist for a non-refundable plan', () => {
    expect([
      ratePlanCancellationDeadline(
        { isRefundable: true, freeCancellationHours: 24 },
        '2027-01-25',
      )?.toISOString(),
      ratePlanCancellationDeadline({ isRefundable: false }, '2027-01-25'),
    ]).toEqual(['2027-01-24T00:00:00.000Z', null])
  })
})
