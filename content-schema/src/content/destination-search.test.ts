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

  it.each([
    ['washington-dc', 'Washington', 'IAD'],
    ['atlanta', 'Atlanta', 'ATL'],
    ['chicago', 'Chicago', 'ORD'],
    ['miami', 'Miami', 'MIA'],
    ['los-angeles', 'Los Angeles', 'LAX'],
    ['houston', 'Houston', 'IAH'],
    ['dallas', 'Dallas', 'DFW'],
    ['hartford', 'Hartford', 'BDL'],
    ['albany', 'Albany', 'ALB'],
    ['philadelphia', 'Philadelphia', 'PHL'],
    ['charlotte', 'Charlotte', 'CLT'],
    ['san-francisco', 'San Francisco', 'SFO'],
  ] as const)('should search %s as %s through %s', (slug, city, airportCode) => {
    expect(destinationSearch(slug)).toEqual({ city, airportCode })
  })
})
