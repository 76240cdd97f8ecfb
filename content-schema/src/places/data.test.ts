import { describe, expect, it } from 'vitest'
import { ZSupportTeamData } from '../chat/support-team.ts'
import { SUPPORT_TEAMS } from '../chat/support-teams.ts'
import { DESTINATIONS } from '../content/destinations.ts'
import { DESTINATION_SLUGS, LANDMARK_CATEGORIES } from '../core/enum-schemas.ts'
import { ZAirportData } from './airport.ts'
import { AIRPORTS } from './airports.ts'
import { ZPlaceData } from './place.ts'
import { PLACE_ACCRA_DAKAR, PLACE_AIRPORTS, PLACE_HOTELS, PLACE_LANDMARKS, PLACES } from './places.ts'

const EARTH_RADIUS_KM = 6371
const toRadians = (degrees: number) => (degrees * Math.PI) / 180
const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const dLat = toRadians(b.lat - a.lat)
  const dLng = toRadians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}
const CITY_CENTRES = {
  Abidjan: { lat: 5.3364, lng: -4.0267 },
  Boston: { lat: 42.3601, lng: -71.0589 },
  'New York': { lat: 40.7128, lng: -74.006 },
  Accra: { lat: 5.56, lng: -0.2057 },
  Dakar: { lat: 14.6928, lng: -17.4467 },
}

describe('AIRPORTS', () => {
  it('should hold 45 airports', () => {
    expect(AIRPORTS).toHaveLength(45)
  })

  it('should have unique codes', () => {
    expect(new Set(AIRPORTS.map((airport) => airport.code)).size).toBe(45)
  })

  it('should be valid airport records with coordinates in range', () => {
    expect(AIRPORTS.filter((airport) => !ZAirportData.safeParse(airport).success)).toEqual([])
  })

  it.each([
    'BOS',
    'JFK',
    'EWR',
    'IAD',
    'ATL',
    'ORD',
    'MIA',
    'LAX',
    'IAH',
    'DFW',
    'BDL',
    'ALB',
    'ABJ',
    'ACC',
    'DSS',
    'LOS',
    'ABV',
    'BKO',
    'OUA',
    'LFW',
    'COO',
    'CKY',
    'FNA',
    'ROB',
    'CDG',
    'LHR',
    'AMS',
    'FRA',
    'BRU',
    'MAD',
    'FCO',
    'IST',
    'YYZ',
    'YUL',
    'YVR',
    'TBS',
  ])('should include %s', (code) => {
    expect(AIRPORTS.map((airport) => airport.code)).toContain(code)
  })
})

describe('PLACES', () => {
  it('should hold 9 airports, 7 hotels and 17 landmarks, plus 13 places in Accra and Dakar', () => {
    expect([
      PLACE_AIRPORTS.length,
      PLACE_HOTELS.length,
      PLACE_LANDMARKS.length,
      PLACE_ACCRA_DAKAR.length,
      PLACES.length,
    ]).toEqual([9, 7, 17, 13, 46])
  })

  it('should be valid place records with coordinates in range', () => {
    expect(PLACES.filter((place) => !ZPlaceData.safeParse(place).success)).toEqual([])
  })

  it('should put the northeast US airports in us-northeast and the others in west-africa', () => {
    const zones = Object.fromEntries(PLACE_AIRPORTS.map((place) => [place.code, place.zone]))
    expect(zones).toEqual({
      BOS: 'us-northeast',
      JFK: 'us-northeast',
      EWR: 'us-northeast',
      BDL: 'us-northeast',
      ALB: 'us-northeast',
      ABJ: 'west-africa',
      ACC: 'west-africa',
      DSS: 'west-africa',
      LOS: 'west-africa',
    })
  })

  it('should place each airport where the airport list does', () => {
    const far = PLACE_AIRPORTS.filter((place) => {
      const airport = AIRPORTS.find((candidate) => candidate.code === place.code)
      return !airport || distanceKm(place, airport) > 1
    })
    expect(far).toEqual([])
  })

  it('should keep hotels and landmarks within 25 km of their city centre', () => {
    const far = [...PLACE_HOTELS, ...PLACE_LANDMARKS, ...PLACE_ACCRA_DAKAR].filter(
      (place) => distanceKm(place, CITY_CENTRES[place.city as keyof typeof CITY_CENTRES]) > 25,
    )
    expect(far).toEqual([])
  })

  it('should only list the spec’s hotels and landmarks in Abidjan, Boston and New York', () => {
    const cities = new Set([...PLACE_HOTELS, ...PLACE_LANDMARKS].map((place) => place.city))
    expect([...cities].sort()).toEqual(['Abidjan', 'Boston', 'New York'])
  })

  it('should use every landmark category', () => {
    const categories = new Set(PLACE_LANDMARKS.map((place) => place.category))
    expect([...categories].sort()).toEqual([...LANDMARK_CATEGORIES].sort())
  })

  it('should have unique names', () => {
    expect(new Set(PLACES.map((place) => place.name)).size).toBe(PLACES.length)
  })
})

describe('SUPPORT_TEAMS', () => {
  it('should hold the US, CI and international teams', () => {
    expect(SUPPORT_TEAMS.map((team) => team.code)).toEqual(['US', 'CI', 'INTERNATIONAL'])
  })

  it('should be valid bilingual team records', () => {
    expect(SUPPORT_TEAMS.filter((team) => !ZSupportTeamData.safeParse(team).success)).toEqual([])
  })
})

describe('DESTINATIONS', () => {
  it('should cover every guide slug once', () => {
    expect(DESTINATIONS.map((destination) => destination.slug)).toEqual([...DESTINATION_SLUGS])
  })

  it('should start Abidjan at 850 US dollars', () => {
    expect(DESTINATIONS[0]).toMatchObject({ slug: 'abidjan', priceFrom: 85000, currency: 'USD' })
  })
})
