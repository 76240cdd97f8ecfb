import { describe, expect, it } from 'vitest'
import { destinationSearch } from './destination-search.ts'

describe('destinationSearch', () => {
  it('should name the city and its airport from the airports data', () => {
    expect(destinationSearch('accra')).toEqual({ city: 'Accra', airportCode: 'ACC' })
    expect(destinationSearch('new-york')).toEqual({ city: 'New York', airportCode: 'JFK' })
  })

  it('should keep the city before the country and find its airport', () => {
    expect(destinationSearch('paris-france')).toEqual({ city: 'Paris', airportCode: 'CDG' })
  })

  it('should give no airport to a city the airports data lacks', () => {
    expect(destinationSearch('san-jose-costa-rica')).toEqual({ city: 'San José', airportCode: null })
  })
})
