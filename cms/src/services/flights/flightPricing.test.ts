import { describe, expect, it } from 'vitest'
import { homeFromAbidjan, intoAccra, openJaw } from '../../../../tests/fixtures/flights'
import { routeText } from './flightPricing'

describe('routeText', () => {
  it('should name each leg of a multi-city trip', () => {
    expect(routeText(openJaw)).toBe('JFK → ACC · ABJ → JFK')
  })

  it('should name a round trip there and back', () => {
    expect(routeText({ segments: intoAccra, return_segments: homeFromAbidjan })).toBe('JFK → ACC → JFK')
  })
})
