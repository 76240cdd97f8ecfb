import { describe, expect, it } from 'vitest'
import { airportNameIn, legLines, localTimeText, tripDates, zoneOf } from './itinerary-text.ts'

describe('itinerary text', () => {
  it('should name the zone from the offset of the airport time', () => {
    expect([
      zoneOf('2026-12-14T08:40:00+00:00'),
      zoneOf('2026-12-14T08:40:00-05:00'),
      zoneOf('2026-12-14T08:40:00+05:30'),
    ]).toEqual(['GMT', 'GMT−5', 'GMT+5:30'])
  })

  it('should write a time on the airport clock with zone and city in English', () => {
    expect(localTimeText('2026-12-14T08:40:00+00:00', 'ABJ', 'en')).toBe(
      'Mon, Dec 14, 2026 at 8:40 AM GMT (Abidjan)',
    )
  })

  it('should write a time the French way, with the city in French', () => {
    expect(localTimeText('2026-12-14T21:05:00+00:00', 'LHR', 'fr')).toBe(
      'lun. 14 déc. 2026 à 21\u00a0h\u00a005 (Londres, heure locale GMT)',
    )
  })

  it('should name the airport and its country in French', () => {
    expect(airportNameIn('ABJ', 'fr')).toBe('Aéroport international Félix-Houphouët-Boigny, Côte d’Ivoire')
  })

  it('should write French trip dates as French readers do', () => {
    expect(tripDates('2026-12-14', '2026-12-18', 'fr')).toBe('du 14 au 18 décembre 2026')
    expect(tripDates('2026-11-28', '2026-12-18', 'fr')).toBe('du 28 novembre au 18 décembre 2026')
  })

  it('should put a non-breaking space before the colon in French lines', () => {
    const [line] = legLines(
      [
        {
          from: 'JFK',
          to: 'ABJ',
          dep: '2026-12-14T18:30:00-05:00',
          arr: '2026-12-15T09:10:00+00:00',
          flight_number: 'DL 72',
        },
      ],
      'fr',
    )
    expect(line).toContain(
      'DL 72 Aéroport international John-F.-Kennedy, États-Unis (JFK) → Aéroport international Félix-Houphouët-Boigny, Côte d’Ivoire (ABJ)\u00a0: départ',
    )
    expect(line).toContain('15 déc. 2026 à 9\u00a0h\u00a010 (Abidjan, heure locale GMT)')
  })
})
