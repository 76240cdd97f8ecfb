import { describe, expect, it } from 'vitest'
import { PLACE_AIRPORTS } from '../places/places.ts'
import { taxiAreaOf } from './areas.ts'

const airport = (code: string) => PLACE_AIRPORTS.find((place) => place.code === code)!

describe('taxiAreaOf', () => {
  it('should put each West African airport in its own city', () => {
    const areas = ['ABJ', 'ACC', 'DSS', 'LOS'].map((code) => taxiAreaOf('west-africa', airport(code)))
    expect(areas).toEqual(['abidjan', 'accra', 'dakar', 'lagos'])
  })

  it('should put the north-east US airports in Boston or New York', () => {
    const areas = ['BOS', 'JFK', 'EWR'].map((code) => taxiAreaOf('us-northeast', airport(code)))
    expect(areas).toEqual(['boston', 'new-york', 'new-york'])
  })

  it('should keep a point near a zone border inside the zone asked', () => {
    expect(taxiAreaOf('west-africa', { lat: 5.6, lng: -3.0 })).toBe('abidjan')
  })
})
