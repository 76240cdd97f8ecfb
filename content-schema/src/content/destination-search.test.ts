import { describe, expect, it } from 'vitest'
import { destinationSearch } from './destination-search.ts'
import { MORE_DESTINATIONS } from './destinations-more.ts'
import { GUIDE_OF_AIRPORT } from './entry-requirements.ts'

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

  it('should lead the airport of each guide of part E back to that guide (Montreal without its accent)', () => {
    const airports = MORE_DESTINATIONS.map(({ slug }) => destinationSearch(slug)?.airportCode)
    expect(airports).toEqual(['YYZ', 'YUL', 'YVR', 'CMN', 'ADD', 'TBS'])
    expect(airports.map((code) => GUIDE_OF_AIRPORT[code ?? ''])).toEqual(
      MORE_DESTINATIONS.map(({ slug }) => slug),
    )
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
