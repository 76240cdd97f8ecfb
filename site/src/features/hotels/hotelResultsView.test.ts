import { describe, expect, it } from 'vitest'
import { cityCurrency, struckPrice, visibleHotels } from './hotelResultsView'
import type { HotelFilters } from './hotelSearchParams'

const HOTELS = [
  { name: 'Azalaï', stars: 4, rating: 4.1, priceMajor: 140 },
  { name: 'Ivoire', stars: 5, rating: 4.6, priceMajor: 250 },
  { name: 'Ibis', stars: 3, rating: 4.3, priceMajor: 85 },
  { name: 'Pullman', stars: 5, rating: 4.4, priceMajor: 220 },
]
const ALL: HotelFilters = { sort: 'price', stars: 'all', maxPrice: 2000 }
const names = (filters: HotelFilters) => visibleHotels(HOTELS, filters).map((hotel) => hotel.name)

describe('visibleHotels', () => {
  it('should put the cheapest night first when sorting by price', () => {
    expect(names(ALL)).toEqual(['Ibis', 'Azalaï', 'Pullman', 'Ivoire'])
  })

  it('should put the best rated first when sorting by rating', () => {
    expect(names({ ...ALL, sort: 'rating' })).toEqual(['Ivoire', 'Pullman', 'Ibis', 'Azalaï'])
  })

  it('should put the most stars first, cheapest first among equals, when sorting by stars', () => {
    expect(names({ ...ALL, sort: 'stars' })).toEqual(['Pullman', 'Ivoire', 'Azalaï', 'Ibis'])
  })

  it('should keep only the exact star rating chosen', () => {
    expect(names({ ...ALL, stars: 4 })).toEqual(['Azalaï'])
  })

  it('should keep a price equal to the slider bound', () => {
    expect(names({ ...ALL, maxPrice: 140 })).toEqual(['Ibis', 'Azalaï'])
  })

  it('should show nothing when the slider is at 0', () => {
    expect(names({ ...ALL, maxPrice: 0 })).toEqual([])
  })
})

describe('struckPrice', () => {
  it('should strike through the price before a real discount', () => {
    expect(struckPrice({ price_per_night: 18_000, original_price_per_night: 20_000 })).toBe(20_000)
  })

  it('should strike nothing through without a discount', () => {
    expect(struckPrice({ price_per_night: 18_000, original_price_per_night: null })).toBeNull()
  })

  it('should strike nothing through when the "original" price is not higher', () => {
    expect(struckPrice({ price_per_night: 18_000, original_price_per_night: 18_000 })).toBeNull()
  })
})

describe('cityCurrency', () => {
  it('should show the CFA franc equivalent in Dakar', () => {
    expect(cityCurrency('Dakar')).toBe('XOF')
  })

  it('should show the cedi equivalent in Accra', () => {
    expect(cityCurrency('Accra')).toBe('GHS')
  })

  it('should show no equivalent in Boston', () => {
    expect(cityCurrency('Boston')).toBeUndefined()
  })
})
