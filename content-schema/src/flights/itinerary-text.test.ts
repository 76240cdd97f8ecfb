import { describe, expect, it } from 'vitest'
import { airportNameIn, airportTimeText, legLines, tripDates } from './itinerary-text.ts'

describe('itinerary text', () => {
  it('should write a time on the airport clock with its zone named by the city in English', () => {
    expect(airportTimeText('2026-12-14T08:40:00+00:00', 'ABJ', 'en')).toBe(
      'Mon, Dec 14, 2026 at 8:40 AM (Abidjan time)',
    )
  })

  it('should write a time the French way, with the city in French', () => {
    expect(airportTimeText('2026-12-14T21:05:00+00:00', 'LHR', 'fr')).toBe(
      'lun. 14 déc. 2026, 21\u00a0h\u00a005 (heure de Londres)',
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
    expect(line).toContain('15 déc. 2026, 9\u00a0h\u00a010 (heure d’Abidjan)')
  })
})
