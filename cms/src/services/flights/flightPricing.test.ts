import { describe, expect, it } from 'vitest'
import { flightSegment as flight } from '../../../../tests/fixtures/flights'
import { routeText } from './flightPricing'

const intoAccra = [flight('JFK', 'ACC', '2026-12-01T22:10:00-05:00', '2026-12-02T13:40:00+00:00', 'DL 156')]
const homeFromAbidjan = [
  flight('ABJ', 'ACC', '2026-12-15T08:00:00+00:00', '2026-12-15T09:00:00+00:00', 'KP 31'),
  flight('ACC', 'JFK', '2026-12-15T11:20:00+00:00', '2026-12-15T16:50:00-05:00', 'DL 157'),
]
const openJaw = { segments: intoAccra, return_segments: [], legs: [intoAccra, homeFromAbidjan] }

describe('routeText', () => {
  it('should name each leg of a multi-city trip', () => {
    expect(routeText(openJaw)).toBe('JFK → ACC · ABJ → JFK')
  })

  it('should name a round trip there and back', () => {
    expect(routeText({ segments: intoAccra, return_segments: homeFromAbidjan })).toBe('JFK → ACC → JFK')
  })
})
