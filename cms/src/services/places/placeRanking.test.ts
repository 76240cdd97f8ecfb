import { PLACES } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { HOTELS } from '../../seed/data/hotels'
import { placeEntry, soldHotelEntries } from './placeEntries'
import { indexPlace, rankPlaces } from './placeRanking'

// The seeded places and hotels, as the taxi's search reads them.
const places = [...PLACES.map(placeEntry), ...soldHotelEntries(PLACES, HOTELS)].map(indexPlace)
const first = (query: string, locale: 'en' | 'fr' = 'en') =>
  rankPlaces(places, { query, limit: 3, locale })[0]?.place_name

// biome-ignore format: one query per line reads as a table
const FIRST_SUGGESTION: readonly [query: string, locale: 'en' | 'fr', expected: string][] = [
  ['abid', 'en', 'Félix-Houphouët-Boigny International Airport (ABJ), Port-Bouët, Abidjan'],
  ['Abid', 'fr', 'Aéroport international Félix-Houphouët-Boigny (ABJ), Port-Bouët, Abidjan'],
  ['ABIDJAN', 'en', 'Félix-Houphouët-Boigny International Airport (ABJ), Port-Bouët, Abidjan'],
  ['Abidjan airport', 'en', 'Félix-Houphouët-Boigny International Airport (ABJ), Port-Bouët, Abidjan'],
  ["aéroport d'Abidjan", 'fr', 'Aéroport international Félix-Houphouët-Boigny (ABJ), Port-Bouët, Abidjan'],
  ['aeroport d’abidjan', 'en', 'Félix-Houphouët-Boigny International Airport (ABJ), Port-Bouët, Abidjan'],
  ['ACC', 'en', 'Kotoka International Airport (ACC), Airport Road, Accra'],
  ['acc', 'fr', 'Aéroport international Kotoka (ACC), Airport Road, Accra'],
  ['kotoka', 'en', 'Kotoka International Airport (ACC), Airport Road, Accra'],
  ['Accra', 'en', 'Kotoka International Airport (ACC), Airport Road, Accra'],
  ['dak', 'fr', 'Aéroport international Blaise-Diagne (DSS), Diass, Senegal'],
  ['new york', 'en', 'John F. Kennedy International Airport (JFK), Queens, NY 11430'],
  ['Félix', 'en', 'Félix-Houphouët-Boigny International Airport (ABJ), Port-Bouët, Abidjan'],
  ['hôtel Abidjan', 'en', 'Hôtel Tiama, Boulevard de la République, Plateau, Abidjan'],
  ['Radisson Blu Hotel Abidjan Airport', 'en', "Radisson Blu Hotel Abidjan Airport, Boulevard de l'Aéroport, Port-Bouët, Abidjan"],
  ['novotel', 'en', 'Novotel Abidjan Plateau, 10 Avenue du Général de Gaulle, Plateau, Abidjan'],
  ['cathedrale', 'fr', "Cathédrale Saint-Paul d'Abidjan, Boulevard Angoulvant, Plateau, Abidjan"],
  ['Times Sq', 'en', 'Times Square, Broadway and 7th Avenue, New York, NY 10036'],
]

describe('rankPlaces', () => {
  it.each(FIRST_SUGGESTION)('should answer "%s" (%s) with its place first', (query, locale, expected) => {
    expect(first(query, locale)).toBe(expected)
  })

  it('should offer the city’s airport, then its hotels, then its landmarks', () => {
    const kinds = rankPlaces(places, { query: 'abidj', limit: 20, locale: 'en' }).map(
      ({ place_name }) => places.find((place) => place.suggestions.en.place_name === place_name)?.type,
    )
    expect(kinds.join(' ')).toMatch(/^airport (hotel )+(landmark ?)+$/)
  })

  it('should find a suggestion again by its full French label (the ride confirms its place so)', () => {
    const label = 'Aéroport international Kotoka (ACC), Airport Road, Accra'
    expect(first(label, 'fr')).toBe(label)
  })

  it('should answer nothing when a typed word starts no word of any place', () => {
    expect(rankPlaces(places, { query: 'Abidjan zzz', limit: 3, locale: 'en' })).toEqual([])
  })
})
