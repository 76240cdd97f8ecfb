import { describe, expect, it } from 'vitest'
import { findAirport } from './airports.ts'
import { localizedAirport } from './localized-airport.ts'

describe('localizedAirport', () => {
  it('should name Kotoka and Ghana in French', () => {
    const { name, country } = localizedAirport(findAirport('ACC')!, 'fr')
    expect(`${name}, ${country}`).toBe('Aéroport international Kotoka, Ghana')
  })

  it('should give a French city and country where they differ', () => {
    const { city, country } = localizedAirport(findAirport('LHR')!, 'fr')
    expect([city, country]).toEqual(['Londres', 'Royaume-Uni'])
  })

  it('should keep the stored English names in English', () => {
    expect(localizedAirport(findAirport('ACC')!, 'en').name).toBe('Kotoka International Airport')
  })

  it('should name Dakar’s airport under its current code', () => {
    expect(localizedAirport(findAirport('DSS')!, 'fr').name).toBe('Aéroport international Blaise-Diagne')
  })
})
