import { describe, expect, it } from 'vitest'
import { frenchSpacingFaults } from '../format/punctuation.ts'
import { destinationSearch } from './destination-search.ts'
import { EUROPE_DESTINATIONS } from './destinations-europe.ts'
import { GUIDE_OF_AIRPORT } from './entry-requirements.ts'

describe('EUROPE_DESTINATIONS', () => {
  it('should find each city’s airport, whose entry requirements are read from that guide', () => {
    const airports = EUROPE_DESTINATIONS.map(({ slug }) => destinationSearch(slug)?.airportCode ?? null)
    expect(airports.map((code) => (code ? GUIDE_OF_AIRPORT[code] : null))).toEqual(
      EUROPE_DESTINATIONS.map(({ slug }) => slug),
    )
  })

  it('should put every guide in Europe, with no "from" price (no home card)', () => {
    expect(new Set(EUROPE_DESTINATIONS.map(({ region, priceFrom }) => `${region} ${priceFrom}`))).toEqual(
      new Set(['europe null']),
    )
  })

  it('should write the French names and card texts as a French reader expects them', () => {
    const faults = EUROPE_DESTINATIONS.flatMap(({ slug, description }) =>
      [
        ...frenchSpacingFaults(description.fr),
        ...(description.fr.includes("'") ? ['straight apostrophe'] : []),
      ].map((fault) => `${slug}: ${fault}`),
    )
    expect(faults).toEqual([])
  })
})
