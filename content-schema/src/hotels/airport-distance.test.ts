import { describe, expect, it } from 'vitest'
import { cityAirportDistance } from './airport-distance.ts'

describe('cityAirportDistance', () => {
  it("should measure from the city's airport in the airports data", () => {
    // Kempinski Gold Coast City, Accra, about 4 km south-west of Kotoka.
    const distance = cityAirportDistance({ city: 'Accra', lat: 5.5713, lng: -0.1925 })
    expect(distance?.code).toBe('ACC')
    expect(distance?.km).toBeGreaterThan(3)
    expect(distance?.km).toBeLessThan(6)
  })

  it('should keep one decimal', () => {
    const km = cityAirportDistance({ city: 'Paris', lat: 48.8534, lng: 2.3488 })?.km ?? 0
    expect(km).toBe(Math.round(km * 10) / 10)
  })

  it('should say nothing for a city the airports data lacks', () => {
    expect(cityAirportDistance({ city: 'San José', lat: 9.9333, lng: -84.0766 })).toBeNull()
  })
})
