/**
 * The Duffel adapter through the real @duffel/api client, against a local double of api.duffel.com
 * answering recorded Duffel responses (offers, rate limit, server and authentication errors).
 */
import type { TFlightSearchResponse } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { duffelProvider } from '../../cms/src/services/flights/duffel/duffelProvider.ts'
import { useFlightProvider } from '../../cms/src/services/flights/flightEngine.ts'
import { callApi } from '../fixtures/api.ts'
import { startDuffelDouble } from '../fixtures/duffelDouble.ts'
import { daysFromNow, deleteOffers, flightSearch } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
let duffel: Awaited<ReturnType<typeof startDuffelDouble>>
const offerIds: string[] = []

const OFFER_REQUESTS = 'POST /air/offer_requests/'
const DELTA_OFFER = 'GET /air/offers/off_0000AuJxDqj6ZSMwqpyHdA'

const search = async (overrides: Record<string, unknown> = {}) => {
  const { status, json } = await callApi('/flights/search', { method: 'POST', body: flightSearch(overrides) })
  const answer = json as unknown as TFlightSearchResponse
  offerIds.push(...answer.itineraries.map((itinerary) => itinerary.itinerary_id))
  return { status, answer }
}

beforeAll(async () => {
  payload = await testPayload()
  duffel = await startDuffelDouble()
})

afterEach(async () => {
  useFlightProvider(undefined)
  duffel.reset()
  await deleteOffers(payload, offerIds)
})

afterAll(async () => {
  await duffel.stop()
})

/** Into Accra, home from Abidjan. */
const OPEN_JAW = {
  origin: 'JFK',
  destination: 'ACC',
  departDate: flightSearch().departDate,
  legs: [
    { origin: 'JFK', destination: 'ACC', date: flightSearch().departDate },
    { origin: 'ABJ', destination: 'JFK', date: daysFromNow(44) },
  ],
}

const useDuffel = () =>
  useFlightProvider(duffelProvider({ token: 'duffel_test_double', basePath: duffel.url }))

describe('Duffel adapter', () => {
  it('should send Duffel an offer request with the slices, passengers and cabin of the search', async () => {
    useDuffel()
    duffel.answer(OFFER_REQUESTS, { status: 201, fixture: 'offer-request.json' })
    await search({ adults: 2, children: 1, infants: 1, cabin: 'premium' })
    const [request] = duffel.received
    expect([request!.url.includes('return_offers=true'), request!.body]).toEqual([
      true,
      {
        data: {
          slices: [{ origin: 'JFK', destination: 'ACC', departure_date: flightSearch().departDate }],
          passengers: [{ type: 'adult' }, { type: 'adult' }, { age: 8 }, { age: 1 }],
          cabin_class: 'premium_economy',
          max_connections: 1,
        },
      },
    ])
  })

  it('should ask Duffel for one slice a leg of a multi-city trip', async () => {
    useDuffel()
    duffel.answer(OFFER_REQUESTS, { status: 201, fixture: 'offer-request-open-jaw.json' })
    await search(OPEN_JAW)
    const [request] = duffel.received
    expect((request!.body as { data: { slices: unknown } }).data.slices).toEqual([
      { origin: 'JFK', destination: 'ACC', departure_date: OPEN_JAW.legs[0]!.date },
      { origin: 'ABJ', destination: 'JFK', departure_date: OPEN_JAW.legs[1]!.date },
    ])
  })

  it('should map each slice of a multi-city offer to a leg, none as a return', async () => {
    useDuffel()
    // The recorded answer with a second slice, Abidjan to New York, added to each offer.
    duffel.answer(OFFER_REQUESTS, { status: 201, fixture: 'offer-request-open-jaw.json' })
    const { answer } = await search(OPEN_JAW)
    const [cheapest] = answer.itineraries
    const ends = (segments: { from: string; to: string }[]) => `${segments[0]!.from}-${segments.at(-1)!.to}`
    expect([cheapest!.legs?.map(ends), cheapest!.return_segments, cheapest!.price_total]).toEqual([
      ['JFK-ACC', 'ABJ-JFK'],
      [],
      81_240,
    ])
  })

  it('should send the access token and the API version', async () => {
    useDuffel()
    duffel.answer(OFFER_REQUESTS, { status: 201, fixture: 'offer-request.json' })
    await search()
    const [request] = duffel.received
    expect([request!.headers.authorization, request!.headers['duffel-version']]).toEqual([
      'Bearer duffel_test_double',
      'v2',
    ])
  })

  it('should map Duffel offers to itineraries, cheapest first, in minor units', async () => {
    useDuffel()
    duffel.answer(OFFER_REQUESTS, { status: 201, fixture: 'offer-request.json' })
    const { answer } = await search()
    expect(
      answer.itineraries.map(({ airlines, stops, price_total, currency, duration_total_min }) => ({
        airlines,
        stops,
        price_total,
        currency,
        duration_total_min,
      })),
    ).toEqual([
      {
        airlines: ['Delta Air Lines'],
        stops: 0,
        price_total: 81_240,
        currency: 'USD',
        duration_total_min: 605,
      },
      { airlines: ['Air France'], stops: 1, price_total: 103_461, currency: 'USD', duration_total_min: 970 },
    ])
  })

  it('should give segments the local times of their airports with offsets', async () => {
    useDuffel()
    duffel.answer(OFFER_REQUESTS, { status: 201, fixture: 'offer-request.json' })
    const { answer } = await search()
    expect(answer.itineraries[0]!.segments[0]).toMatchObject({
      from: 'JFK',
      to: 'ACC',
      dep: '2026-12-18T22:40:00-05:00',
      arr: '2026-12-19T13:45:00+00:00',
      flight_number: 'DL 156',
      aircraft: 'Boeing 767-300ER',
    })
  })

  it('should store each offer so that reprice asks Duffel for that very offer', async () => {
    useDuffel()
    duffel.answer(OFFER_REQUESTS, { status: 201, fixture: 'offer-request.json' })
    duffel.answer(DELTA_OFFER, { status: 200, fixture: 'offer.json' })
    const { answer } = await search()
    const { json } = await callApi('/flights/reprice', {
      method: 'POST',
      body: { itinerary_id: answer.itineraries[0]!.itinerary_id, currency: 'USD' },
    })
    expect([json.price_total, duffel.received.at(-1)!.url]).toEqual([
      82_615,
      '/air/offers/off_0000AuJxDqj6ZSMwqpyHdA',
    ])
  })

  it('should answer rate_limited when Duffel answers 429', async () => {
    useDuffel()
    duffel.answer(OFFER_REQUESTS, {
      status: 429,
      fixture: 'rate-limited.json',
      headers: {
        'ratelimit-limit': '120',
        'ratelimit-remaining': '0',
        'ratelimit-reset': 'Mon, 23 Nov 2026 09:31:00 GMT',
      },
    })
    expect((await search()).answer).toEqual({ itineraries: [], provider_status: 'rate_limited' })
  })

  it('should answer api_error when Duffel fails', async () => {
    useDuffel()
    duffel.answer(OFFER_REQUESTS, { status: 500, fixture: 'internal-error.json' })
    expect((await search()).answer.provider_status).toBe('api_error')
  })

  it('should answer api_error when Duffel refuses the access token', async () => {
    useDuffel()
    duffel.answer(OFFER_REQUESTS, { status: 401, fixture: 'unauthorized.json' })
    expect((await search()).answer.provider_status).toBe('api_error')
  })

  it('should answer 503 rate_limited when Duffel limits a reprice', async () => {
    useDuffel()
    duffel.answer(OFFER_REQUESTS, { status: 201, fixture: 'offer-request.json' })
    duffel.answer(DELTA_OFFER, { status: 429, fixture: 'rate-limited.json' })
    const { answer } = await search()
    const { status, json } = await callApi('/flights/reprice', {
      method: 'POST',
      body: { itinerary_id: answer.itineraries[0]!.itinerary_id },
    })
    expect([status, json.provider_status]).toEqual([503, 'rate_limited'])
  })

  it('should answer error when Duffel cannot be reached', async () => {
    useFlightProvider(duffelProvider({ token: 'duffel_test_double', basePath: 'http://127.0.0.1:9' }))
    expect((await search()).answer.provider_status).toBe('error')
  })
})
