import { describe, expect, it } from 'vitest'
import { airportSuggestion, pickupPrefillOf } from './pickupPrefill'

describe('pickupPrefillOf', () => {
  it('should read the pickup a flight booking links to', () => {
    expect(pickupPrefillOf('?pickup_airport=ACC&flight_number=DL+1047&date=2026-12-02')).toEqual({
      airport: 'ACC',
      flightNumber: 'DL 1047',
      date: '2026-12-02',
    })
  })

  it('should ignore a link with a malformed part', () => {
    expect(pickupPrefillOf('?pickup_airport=ACC&flight_number=<b>&date=2026-12-02')).toBeNull()
  })

  it('should ignore a page opened without a pickup', () => {
    expect(pickupPrefillOf('')).toBeNull()
  })
})

describe('airportSuggestion', () => {
  const suggestion = (place_name: string) => ({
    place_name,
    text: place_name,
    center: [0, 0] as [number, number],
    relevance: 1,
    zone: null,
    source: 'local' as const,
  })

  it('should pick the suggestion labelled with the airport code', () => {
    const kotoka = suggestion('Kotoka International Airport (ACC), Accra')
    expect(airportSuggestion([suggestion('Accra Mall, Accra'), kotoka], 'ACC')).toBe(kotoka)
  })
})
