/**
 * Pins what the offline engine answers, byte for byte, over the bench's routes, a spread of dates
 * (both sides of the US and European clock changes), cabins, passengers, one-way and return, and the
 * timetable's next departures: its speed may change, its answers may not. A change of the engine's
 * rules changes these digests on purpose; anything else that changes them is a bug.
 */
import { createHash } from 'node:crypto'
import { AIRPORTS, CABINS, type TFlightSearchQuery } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { type EngineAirport, planItineraries } from './planItineraries'
import { nextDeparture } from './schedule'

const airports = new Map<string, EngineAirport>(
  AIRPORTS.map(({ code, lat, lng }) => [code, { code, lat, lng }]),
)
const NOW = new Date('2026-11-23T09:00:00Z')
const ROUTES = [
  ['BOS', 'ABJ'],
  ['JFK', 'ACC'],
  ['BDL', 'DSS'],
  ['ABJ', 'BOS'],
  ['ACC', 'JFK'],
  ['JFK', 'DSS'],
  ['IAD', 'LOS'],
  ['BOS', 'CDG'],
  ['EWR', 'LFW'],
  ['ATL', 'ABJ'],
  ['ORD', 'ACC'],
  ['YUL', 'DSS'],
] as const
// Around the clock changes of 2027 (US 14 March and 7 November, Europe 28 March and 31 October), and ordinary days.
const DATES = [
  '2026-12-20',
  '2027-03-13',
  '2027-03-14',
  '2027-03-27',
  '2027-03-28',
  '2027-07-01',
  '2027-10-31',
  '2027-11-07',
]

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

const searches = (): TFlightSearchQuery[] =>
  ROUTES.flatMap(([origin, destination], route) =>
    DATES.map((departDate, index) => ({
      origin,
      destination,
      departDate,
      returnDate:
        index % 2 === 0
          ? `${departDate.slice(0, 8)}${String(Number(departDate.slice(8)) > 20 ? 28 : 25)}`
          : undefined,
      adults: 1 + ((route + index) % 3),
      children: index % 2,
      infants: (route + index) % 4 === 0 ? 1 : 0,
      cabin: CABINS[(route + index) % CABINS.length]!,
      currency: (['USD', 'EUR', 'XOF'] as const)[index % 3]!,
      locale: index % 2 ? 'fr' : 'en',
      sort: 'price',
    })),
  )

describe('the offline engine answers', () => {
  it('should answer the pinned itineraries to 96 searches', () => {
    expect(digest(searches().map((search) => planItineraries(search, airports, NOW)))).toBe(
      '6b8b352c135f1ae8988d591e27776d947861bbc9ec207871c4e9943160fad4b3',
    )
  })

  it('should take the pinned next departures from every hour of two clock-change weeks', () => {
    const starts = [Date.parse('2027-03-10T00:00:00Z'), Date.parse('2027-10-28T00:00:00Z')]
    const departures = starts.flatMap((start) =>
      Array.from({ length: 24 * 7 }, (_unused, hour) => start + hour * 3_600_000 + 17 * 60_000).flatMap(
        (notBefore) =>
          [
            [airports.get('BOS')!, 'CDG', 'AF'],
            [airports.get('CDG')!, 'ABJ', 'AF'],
            [airports.get('JFK')!, 'ACC', 'DL'],
          ].map(([from, to, carrier]) =>
            nextDeparture({
              from: from as EngineAirport,
              to: to as string,
              carrier: carrier as string,
              notBefore,
            }),
          ),
      ),
    )
    expect(digest(departures)).toBe('1e0c578e9f4f536503b65387a9fb567d62bc8f1ebf74140422309b51c4b42726')
  })
})
