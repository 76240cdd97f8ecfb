import { AIRPORTS, CABINS, type TFlightSearchQuery } from '@nexovia/content-schema'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blockMinutes, CONNECTION_MAX, CONNECTION_MIN } from './blockTime'
import { nonstopCarriers } from './graph'
import { type EngineAirport, planItineraries } from './planItineraries'
import { HUBS } from './routes'

const airports = new Map<string, EngineAirport>(
  AIRPORTS.map(({ code, lat, lng }) => [code, { code, lat, lng }]),
)
const NOW = new Date('2026-11-23T09:00:00Z')
const CODES = AIRPORTS.map((airport) => airport.code)

const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10)

const query = (overrides: Partial<TFlightSearchQuery> = {}): TFlightSearchQuery => ({
  origin: 'BOS',
  destination: 'ABJ',
  departDate: day(30),
  returnDate: undefined,
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
  currency: 'USD',
  locale: 'en',
  sort: 'price',
  ...overrides,
})

const arbitraryQuery = fc
  .record({
    origin: fc.constantFrom(...CODES),
    destination: fc.constantFrom(...CODES),
    departIn: fc.integer({ min: 0, max: 330 }),
    stay: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
    adults: fc.integer({ min: 1, max: 9 }),
    children: fc.integer({ min: 0, max: 9 }),
    infants: fc.integer({ min: 0, max: 9 }),
    cabin: fc.constantFrom(...CABINS),
    currency: fc.constantFrom('USD' as const, 'EUR' as const, 'XOF' as const),
  })
  .filter(({ origin, destination }) => origin !== destination)
  .map(({ departIn, stay, ...rest }) =>
    query({
      ...rest,
      departDate: day(departIn),
      returnDate: stay === undefined ? undefined : day(departIn + stay),
    }),
  )

const plan = (search: TFlightSearchQuery) => planItineraries(search, airports, NOW)
const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000

describe('planItineraries', () => {
  it.each([
    ['BOS', 'ABJ'],
    ['JFK', 'ACC'],
    ['BDL', 'DSS'],
    ['ABJ', 'BOS'],
    ['ACC', 'JFK'],
  ])('should find itineraries for the popular route %s to %s', (origin, destination) => {
    expect(plan(query({ origin, destination })).length).toBeGreaterThan(0)
  })

  it('should price every itinerary in positive whole minor units', () => {
    fc.assert(
      fc.property(arbitraryQuery, (search) =>
        plan(search).every((offer) => Number.isInteger(offer.price_total) && offer.price_total > 0),
      ),
    )
  })

  it('should give the same answer to the same query on the same day', () => {
    fc.assert(
      fc.property(arbitraryQuery, (search) => {
        expect(plan(search)).toEqual(plan({ ...search }))
      }),
    )
  })

  it('should price each itinerary economy < premium < business < first', () => {
    fc.assert(
      fc.property(arbitraryQuery, (search) => {
        const byCabin = CABINS.map(
          (cabin) =>
            new Map(
              plan({ ...search, cabin }).map((offer) => [offer.key.split('|').slice(-2, -1)[0], offer]),
            ),
        )
        for (const [routing, economy] of byCabin[0]!) {
          const prices = byCabin.map((offers) => offers.get(routing)?.price_total)
          if (prices.some((price) => price === undefined)) continue
          expect(prices).toEqual([...prices].sort((a, b) => a! - b!))
          expect(new Set(prices).size).toBe(prices.length)
          expect(prices[0]).toBe(economy.price_total)
        }
      }),
    )
  })

  it('should stop only at listed hubs', () => {
    fc.assert(
      fc.property(arbitraryQuery, (search) =>
        plan(search).every((offer) => offer.segments.slice(1).every((segment) => segment.from in HUBS)),
      ),
    )
  })

  it('should fly every flight on a listed nonstop route with one of its carriers', () => {
    fc.assert(
      fc.property(arbitraryQuery, (search) =>
        plan(search).every((offer) =>
          [...offer.segments, ...offer.return_segments].every((segment) =>
            nonstopCarriers(segment.from, segment.to).includes(segment.carrier as never),
          ),
        ),
      ),
    )
  })

  it('should connect in 1 h 15 to 6 h', () => {
    fc.assert(
      fc.property(arbitraryQuery, (search) =>
        plan(search).every((offer) =>
          offer.segments.slice(1).every((segment, index) => {
            const wait = minutesBetween(offer.segments[index]!.arr, segment.dep)
            return wait >= CONNECTION_MIN && wait <= CONNECTION_MAX
          }),
        ),
      ),
    )
  })

  it('should count the total duration from the first departure to the last arrival', () => {
    const [offer] = plan(query({ origin: 'BDL', destination: 'DSS' }))
    expect(offer!.duration_total_min).toBe(
      minutesBetween(offer!.segments[0]!.dep, offer!.segments.at(-1)!.arr),
    )
  })

  it('should fly JFK to Accra nonstop with Delta', () => {
    const nonstops = plan(query({ origin: 'JFK', destination: 'ACC' })).filter((offer) => offer.stops === 0)
    expect(nonstops.map((offer) => offer.airlines)).toEqual([['Delta Air Lines']])
  })

  it('should give departures in the local time of the airport', () => {
    const [offer] = plan(query({ origin: 'JFK', destination: 'ACC', departDate: '2027-07-10' }))
    expect([offer!.segments[0]!.dep.slice(-6), offer!.segments.at(-1)!.arr.slice(-6)]).toEqual([
      '-04:00',
      '+00:00',
    ])
  })

  it('should charge more for a child than for nobody and less than for an adult', () => {
    const price = (adults: number, children: number) => plan(query({ adults, children }))[0]!.price_total
    expect([price(1, 0) < price(1, 1), price(1, 1) < price(2, 0)]).toEqual([true, true])
  })

  it('should find nothing for a departure in the past', () => {
    expect(plan(query({ departDate: day(-1) }))).toEqual([])
  })

  it('should find nothing for an airport the CMS does not hold', () => {
    expect(plan(query({ origin: 'XXX' }))).toEqual([])
  })
})

describe('blockMinutes', () => {
  it('should never shorten as the distance grows', () => {
    fc.assert(
      fc.property(
        fc.float({ min: 0, max: 16_000, noNaN: true }),
        fc.float({ min: 0, max: 16_000, noNaN: true }),
        (a, b) => (a <= b ? blockMinutes(a) <= blockMinutes(b) : blockMinutes(a) >= blockMinutes(b)),
      ),
    )
  })

  it('should time JFK to Accra like the published 10 hours', () => {
    expect(blockMinutes(8_130)).toBe(630)
  })
})
