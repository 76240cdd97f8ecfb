import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amenitiesForStars,
  compareHotels,
  matchesHotelFilter,
  nightlyRate,
  stayNights,
  stayPrice,
} from './rules.ts'

const hotel = {
  pricePerNight: 10_000,
  seasonalRates: [
    { startMonth: 12, endMonth: 1, pricePerNight: 15_000 },
    { startMonth: 7, endMonth: 8, pricePerNight: 12_000 },
  ],
}

describe('amenitiesForStars', () => {
  it.each([
    [2, ['Wifi', 'Parking']],
    [3, ['Wifi', 'Parking']],
    [4, ['Wifi', 'Parking', 'Restaurant', 'Fitness']],
    [5, ['Wifi', 'Parking', 'Restaurant', 'Fitness', 'Room Service', 'Spa']],
  ])('should give a %i-star hotel %j', (stars, amenities) => {
    expect(amenitiesForStars(stars)).toEqual(amenities)
  })
})

describe('nightlyRate', () => {
  it('should use a season that wraps over the new year in January', () => {
    expect(nightlyRate(hotel, '2027-01-15')).toBe(15_000)
  })

  it('should use the base rate outside every season', () => {
    expect(nightlyRate(hotel, '2027-03-15')).toBe(10_000)
  })
})

describe('stayPrice', () => {
  it('should price each night at its own season across a season change', () => {
    expect(stayPrice(hotel, { checkIn: '2026-11-29', checkOut: '2026-12-02', rooms: 1 }).total).toBe(35_000)
  })

  it('should multiply the stay by the rooms', () => {
    expect(stayPrice(hotel, { checkIn: '2027-03-01', checkOut: '2027-03-03', rooms: 2 }).total).toBe(40_000)
  })

  it('should show no original price without a discount', () => {
    expect(
      stayPrice(hotel, { checkIn: '2027-03-01', checkOut: '2027-03-03', rooms: 1 }).originalPricePerNight,
    ).toBeNull()
  })

  it('should strike through the undiscounted price when a discount applies', () => {
    const price = stayPrice(
      { ...hotel, discountPercent: 10 },
      { checkIn: '2027-03-01', checkOut: '2027-03-03', rooms: 1 },
    )
    expect([price.pricePerNight, price.originalPricePerNight]).toEqual([9_000, 10_000])
  })

  it('should never show an original price at or below the price paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 100, max: 500_000 }),
        (discount, rate) => {
          const price = stayPrice(
            { pricePerNight: rate, discountPercent: discount },
            { checkIn: '2027-03-01', checkOut: '2027-03-04', rooms: 1 },
          )
          return price.originalPricePerNight === null
            ? discount === 0
            : price.originalPricePerNight > price.pricePerNight
        },
      ),
    )
  })
})

describe('stayNights', () => {
  it('should count the nights from check-in to the eve of check-out', () => {
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01'])
  })
})

describe('matchesHotelFilter', () => {
  it('should match the star filter exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(2, 3, 4, 5),
        (stars, filter) =>
          matchesHotelFilter({ stars, pricePerNightMajor: 100 }, { stars: filter }) === (stars === filter),
      ),
    )
  })

  it('should keep only prices within the slider bounds', () => {
    fc.assert(
      fc.property(
        fc.float({ min: 0, max: 3000, noNaN: true }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        (price, a, b) => {
          const [minPrice, maxPrice] = [Math.min(a, b), Math.max(a, b)]
          const isKept = matchesHotelFilter({ stars: 3, pricePerNightMajor: price }, { minPrice, maxPrice })
          return isKept === (price >= minPrice && price <= maxPrice)
        },
      ),
    )
  })

  it('should refuse a hotel above the slider maximum of 2000 by default', () => {
    expect(matchesHotelFilter({ stars: 5, pricePerNightMajor: 2000.5 }, {})).toBe(false)
  })
})

describe('compareHotels', () => {
  const hotels = [
    { name: 'B', stars: 3, rating: 4.5, pricePerNight: 9_000 },
    { name: 'A', stars: 5, rating: 4.1, pricePerNight: 30_000 },
    { name: 'C', stars: 4, rating: 4.8, pricePerNight: 15_000 },
  ]

  it.each([
    ['price', ['B', 'C', 'A']],
    ['rating', ['C', 'B', 'A']],
    ['stars', ['A', 'C', 'B']],
  ] as const)('should sort by %s', (sort, names) => {
    expect([...hotels].sort(compareHotels(sort)).map((hotel) => hotel.name)).toEqual(names)
  })
})
