import {
  AIRPORTS,
  type TFlightLegQuery,
  type TFlightSearchQuery,
  ZFlightSearchQuery,
} from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { CONNECTION_MIN } from './blockTime'
import { type EngineAirport, planItineraries } from './planItineraries'
import { planMultiCity, unservedLegs } from './planMultiCity'

const airports = new Map<string, EngineAirport>(
  AIRPORTS.map(({ code, lat, lng }) => [code, { code, lat, lng }]),
)
const NOW = new Date('2026-11-23T09:00:00Z')
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10)

const leg = (origin: string, destination: string, offset: number): TFlightLegQuery => ({
  origin,
  destination,
  date: day(offset),
})

/** A multi-city search as the schema fills it in: one adult, economy, USD. */
const trip = (legs: TFlightLegQuery[]): TFlightSearchQuery =>
  ZFlightSearchQuery.parse({
    origin: legs[0]!.origin,
    destination: legs[0]!.destination,
    departDate: legs[0]!.date,
    legs,
  })

const OPEN_JAW = trip([leg('JFK', 'ACC', 30), leg('ABJ', 'JFK', 44)])
const plan = (search: TFlightSearchQuery) => planMultiCity(search, airports, NOW)
const routeOf = (segments: { from: string; to: string }[]) => [segments[0]!.from, segments.at(-1)!.to]

describe('planMultiCity', () => {
  it('should fly every leg of an open-jaw trip, into Accra and home from Abidjan', () => {
    const [offer] = plan(OPEN_JAW)
    expect(offer!.legs!.map(routeOf)).toEqual([
      ['JFK', 'ACC'],
      ['ABJ', 'JFK'],
    ])
  })

  it('should fly each leg on its own date', () => {
    const [offer] = plan(OPEN_JAW)
    expect(offer!.legs!.map((segments) => segments[0]!.dep.slice(0, 10))).toEqual([day(30), day(44)])
  })

  it('should price four legs as one itinerary', () => {
    const legs = [leg('JFK', 'ACC', 30), leg('ACC', 'ABJ', 34), leg('ABJ', 'DSS', 38), leg('DSS', 'JFK', 45)]
    const [offer] = plan(trip(legs))
    expect(offer!.legs!.map(routeOf)).toEqual(legs.map((asked) => [asked.origin, asked.destination]))
  })

  it('should keep the first leg as the outbound journey and no return', () => {
    const [offer] = plan(OPEN_JAW)
    expect([offer!.segments, offer!.return_segments]).toEqual([offer!.legs![0], []])
  })

  it('should cost less than the legs bought as separate one-ways', () => {
    const oneWay = (asked: TFlightLegQuery) =>
      planItineraries(trip([asked, asked]), airports, NOW).at(0)!.price_total
    const [offer] = plan(OPEN_JAW)
    expect(offer!.price_total).toBeLessThan(oneWay(OPEN_JAW.legs![0]!) + oneWay(OPEN_JAW.legs![1]!))
  })

  it('should leave each leg at least a connection after the previous one lands, on the same day too', () => {
    const sameDay = trip([leg('JFK', 'ATL', 30), leg('ATL', 'ACC', 30)])
    const offers = plan(sameDay)
    const gaps = offers.map(
      (offer) => (Date.parse(offer.legs![1]![0]!.dep) - Date.parse(offer.legs![0]!.at(-1)!.arr)) / 60_000,
    )
    expect(gaps.every((gap) => gap >= CONNECTION_MIN)).toBe(true)
  })

  it('should give the same answer to the same trip on the same day', () => {
    expect(plan(OPEN_JAW)).toEqual(plan({ ...OPEN_JAW }))
  })

  it('should find nothing and name the leg nobody flies', () => {
    const legs = [leg('JFK', 'ACC', 30), leg('ABJ', 'XXX', 44)]
    expect([plan(trip(legs)), unservedLegs(legs, airports, NOW)]).toEqual([[], [1]])
  })

  it('should name a leg in the past as unserved', () => {
    expect(unservedLegs([leg('JFK', 'ACC', -1), leg('ABJ', 'JFK', 10)], airports, NOW)).toEqual([0])
  })
})
