import { describe, expect, it } from 'vitest'
import { DESTINATION_SLUGS } from '../core/enums.ts'
import { AIRPORTS } from '../places/airports.ts'
import { GUIDE_OF_AIRPORT } from './entry-requirements.ts'

const isGuide = (slug: string | undefined) => (DESTINATION_SLUGS as readonly string[]).includes(slug ?? '')

describe('the guide of each destination airport', () => {
  it('should lead every airport the search sells to a guide (its entry requirements and its page)', () => {
    expect(
      AIRPORTS.map((airport) => airport.code).filter((code) => !isGuide(GUIDE_OF_AIRPORT[code])),
    ).toEqual([])
  })

  it('should name only guides that exist', () => {
    expect(Object.values(GUIDE_OF_AIRPORT).filter((slug) => !isGuide(slug))).toEqual([])
  })
})
