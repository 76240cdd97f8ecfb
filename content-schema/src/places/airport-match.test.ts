import { describe, expect, it } from 'vitest'
import { airportLabel, matchAirports, resolveAirport } from './airport-match.ts'
import { AIRPORTS } from './airports.ts'

const codes = (query: string, limit?: number) =>
  matchAirports(query, AIRPORTS, limit).map((airport) => airport.code)

describe('matchAirports', () => {
  it('should return nothing for one typed character', () => {
    expect(codes('b')).toEqual([])
  })

  it('should not count surrounding spaces as typed characters', () => {
    expect(codes(' b ')).toEqual([])
  })

  it('should match a city whatever its case', () => {
    expect(codes('BoStOn')).toEqual(['BOS'])
  })

  it('should match a country', () => {
    expect(codes('ghana')).toEqual(['ACC'])
  })

  it('should match an airport name', () => {
    expect(codes('kotoka')).toEqual(['ACC'])
  })

  it('should match a code', () => {
    expect(codes('jfk')).toEqual(['JFK'])
  })

  it('should put the exact code before cities that start with it', () => {
    expect(codes('los')[0]).toBe('LOS')
  })

  it('should ignore accents', () => {
    expect(codes('cote d')).toEqual(['ABJ'])
  })

  it('should return at most 10 airports', () => {
    expect(codes('united')).toHaveLength(10)
  })

  it('should honour a smaller limit', () => {
    expect(codes('united', 3)).toHaveLength(3)
  })
})

describe('airportLabel', () => {
  it('should show the code, a dash and the city', () => {
    expect(airportLabel({ code: 'ABJ', city: 'Abidjan' })).toBe('ABJ - Abidjan')
  })
})

describe('resolveAirport', () => {
  const resolved = (text: string) => resolveAirport(text, AIRPORTS)?.code ?? null

  it('should take a code or a label in any case', () => {
    expect([resolved('acc'), resolved(' ABJ '), resolved('bos - boston')]).toEqual(['ACC', 'ABJ', 'BOS'])
  })

  it('should take a city typed without picking it when one airport matches, accents or not', () => {
    expect([resolved('accra'), resolved('Lome'), resolved('dakar')]).toEqual(['ACC', 'LFW', 'DSS'])
  })

  it('should leave a text that several airports match for the traveller to choose', () => {
    expect(matchAirports('new', AIRPORTS).length).toBeGreaterThan(1)
    expect(resolved('new')).toBeNull()
  })

  it('should not guess from fewer than 3 characters or from a text nothing matches', () => {
    expect([resolved('ab'), resolved('atlantis'), resolved('   ')]).toEqual([null, null, null])
  })
})
