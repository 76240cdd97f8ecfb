import { describe, expect, it } from 'vitest'
import { isWestAfricanRoute } from './travelRegions'

const airports = [
  { code: 'BOS', countryCode: 'US' },
  { code: 'ABJ', countryCode: 'CI' },
  { code: 'CDG', countryCode: 'FR' },
]

describe('isWestAfricanRoute', () => {
  it('should be true when one end is in West Africa', () => {
    expect(isWestAfricanRoute('BOS', 'ABJ', airports)).toBe(true)
  })

  it('should be false between two airports outside West Africa', () => {
    expect(isWestAfricanRoute('BOS', 'CDG', airports)).toBe(false)
  })
})
