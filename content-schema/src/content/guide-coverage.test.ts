import { describe, expect, it } from 'vitest'
import { DESTINATION_SLUGS } from '../core/enums.ts'
import { AIRPORTS } from '../places/airports.ts'
import { GUIDE_OF_AIRPORT } from './entry-requirements.ts'

// Guides being written on other branches this round (issue 34), in the order of AIRPORTS: the lead
// empties this list as they are merged.
const AIRPORTS_AWAITING_A_GUIDE = [
  // West Africa, part B
  'CKY',
  'FNA',
  'ROB',
  'NIM',
  'BJL',
]

describe('the guide of each destination airport', () => {
  it('should lead every airport the search sells to a guide, but those awaiting one', () => {
    const missing = AIRPORTS.map((airport) => airport.code).filter(
      (code) => !(DESTINATION_SLUGS as readonly string[]).includes(GUIDE_OF_AIRPORT[code] ?? ''),
    )
    expect(missing).toEqual(AIRPORTS_AWAITING_A_GUIDE)
  })

  it('should name only guides that exist', () => {
    expect(
      Object.values(GUIDE_OF_AIRPORT).filter(
        (slug) => !(DESTINATION_SLUGS as readonly string[]).includes(slug),
      ),
    ).toEqual([])
  })
})
