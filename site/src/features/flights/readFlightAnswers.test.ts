import { ZFlightDataSearchResponse, ZFlightSearchResponse, ZRepriceResponse } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { readFlightData, readFlightSearch, readReprice } from './readFlightAnswers'

const segment = {
  from: 'JFK',
  to: 'ABJ',
  dep: '2030-12-18T22:10:00-05:00',
  arr: '2030-12-19T12:40:00+00:00',
  carrier: 'AF',
  carrier_name: 'Air France',
  flight_number: 'AF 7',
  duration_min: 630,
  aircraft: 'A350',
}
const itinerary = {
  itinerary_id: 'fo_abc-DEF_1',
  airlines: ['Air France'],
  stops: 0,
  segments: [segment],
  return_segments: [],
  duration_total_min: 630,
  price_total: 98_000,
  currency: 'USD',
  passengers: 1,
  price_fetched_at: '2030-12-01T10:00:00.000Z',
  expires_at: '2030-12-01T10:30:00.000Z',
  fare: {
    cabin_bags: 1,
    cabin_bag_kg: null,
    checked_bags: 2,
    checked_bag_kg: 23,
    change: 'fee',
    refund: 'not_allowed',
  },
}
const answer = { itineraries: [itinerary], provider_status: 'ok' }

/** The answer with one itinerary changed. */
const withItinerary = (change: Record<string, unknown>) => ({
  ...answer,
  itineraries: [{ ...itinerary, ...change }],
})

// Each case: a change the schema refuses, which the hand reader must refuse too.
const MALFORMED: [string, unknown][] = [
  ['no provider status', { itineraries: [] }],
  ['an unknown provider status', { ...answer, provider_status: 'maybe' }],
  ['itineraries not a list', { ...answer, itineraries: {} }],
  ['an empty itinerary id', withItinerary({ itinerary_id: '' })],
  ['a price in decimals', withItinerary({ price_total: 980.5 })],
  ['a negative price', withItinerary({ price_total: -1 })],
  ['an unknown currency', withItinerary({ currency: 'GBP' })],
  ['no outbound segment', withItinerary({ segments: [] })],
  ['a segment without an airport', withItinerary({ segments: [{ ...segment, to: 'AB' }] })],
  [
    'a departure without its offset',
    withItinerary({ segments: [{ ...segment, dep: '2030-12-18T22:10:00' }] }),
  ],
  ['a return segment of another shape', withItinerary({ return_segments: [{ ...segment, aircraft: 7 }] })],
  ['an unknown fare condition', withItinerary({ fare: { ...itinerary.fare, change: 'sometimes' } })],
  ['a checked bag of 0 kg', withItinerary({ fare: { ...itinerary.fare, checked_bag_kg: 0 } })],
  ['no passengers', withItinerary({ passengers: 0 })],
  ['a fetch time that is not a date', withItinerary({ price_fetched_at: 'soon' })],
]

describe('readFlightSearch', () => {
  it('should read a search answer as the schema does', () => {
    expect(readFlightSearch(answer)).toEqual(ZFlightSearchResponse.parse(answer))
  })

  it('should read an answer without fare facts or passenger count', () => {
    const bare = withItinerary({ fare: undefined, passengers: undefined })
    expect(readFlightSearch(bare)).toEqual(ZFlightSearchResponse.parse(bare))
  })

  it.each(MALFORMED)('should refuse an answer with %s, as the schema does', (_, body) => {
    expect(ZFlightSearchResponse.safeParse(body).success).toBe(false)
    expect(readFlightSearch(body)).toBeNull()
  })
})

describe('readReprice', () => {
  const reprice = {
    itinerary_id: 'fo_1',
    price_total: 99_000,
    currency: 'USD',
    price_fetched_at: '2030-12-01T10:05:00.000Z',
  }

  it('should read a reprice answer as the schema does', () => {
    expect(readReprice(reprice)).toEqual(ZRepriceResponse.parse(reprice))
  })

  it.each([
    ['no price', { ...reprice, price_total: undefined }],
    ['an unknown currency', { ...reprice, currency: 'usd' }],
    ['a fetch time that is not a date', { ...reprice, price_fetched_at: '10:05' }],
  ])('should refuse a reprice answer with %s, as the schema does', (_, body) => {
    expect(ZRepriceResponse.safeParse(body).success).toBe(false)
    expect(readReprice(body)).toBeNull()
  })
})

describe('readFlightData', () => {
  const flight = {
    itinerary_id: 'fo_2',
    flight: 'AF 7',
    airline: 'Air France',
    origin: 'JFK',
    destination: 'ABJ',
    departure: '2030-12-18T22:10:00-05:00',
    arrival: '2030-12-19T16:40:00+00:00',
    duration: 990,
    stops: 1,
    aircraft: 'A350',
    status: 'scheduled',
    price: 98_000,
    currency: 'USD',
    layovers: [{ airport: 'CDG', minutes: 130 }],
    fare: itinerary.fare,
  }
  const data = { success: true, message: '', data: [flight], provider_status: 'ok' }
  const withFlight = (change: Record<string, unknown>) => ({ ...data, data: [{ ...flight, ...change }] })

  it("should read flow A's answer as the schema does, dropping unknown fields", () => {
    const extra = { ...data, debug: 'x' }
    expect(readFlightData(extra)).toEqual(ZFlightDataSearchResponse.parse(extra))
  })

  it.each([
    ['no success flag', { ...data, success: undefined }],
    ['an unknown provider status', { ...data, provider_status: 'fine' }],
    ['a layover without its airport', withFlight({ layovers: [{ minutes: 130 }] })],
    ['an arrival without its offset', withFlight({ arrival: '2030-12-19T16:40:00' })],
    ['an unknown fare condition', withFlight({ fare: { ...itinerary.fare, refund: 'maybe' } })],
    ['a price in decimals', withFlight({ price: 1.5 })],
  ])("should refuse flow A's answer with %s, as the schema does", (_, body) => {
    expect(ZFlightDataSearchResponse.safeParse(body).success).toBe(false)
    expect(readFlightData(body)).toBeNull()
  })
})
