import { describe, expect, it } from 'vitest'
import { flightSearchHref, hotelSearchHref } from './searchLinks'

describe('search links', () => {
  it('should open the home Hotels tab with the city, in the locale', () => {
    expect(hotelSearchHref('en', 'San José')).toBe('/?location=San+Jos%C3%A9#search-tab-hotels')
    expect(hotelSearchHref('fr')).toBe('/fr#search-tab-hotels')
  })

  it('should open the flight search to the airport, in the locale', () => {
    expect(flightSearchHref('fr', 'ACC')).toBe('/fr/flights?destination=ACC')
    expect(flightSearchHref('en', null)).toBe('/flights')
  })
})
