/** POST /api/flights/data/search (flow A): the same engine, the results page's shape, the server's own prices. */
import type { TFlightDataSearchResponse } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useFlightProvider } from '../../cms/src/services/flights/flightEngine.ts'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { daysFromNow, deleteOffers, failingProvider, flightSearch } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
const offerIds: string[] = []

const searchData = async (body: unknown, ip = uniqueIp()) => {
  const response = await callApi('/flights/data/search', { method: 'POST', body, ip })
  const answer = response.json as unknown as TFlightDataSearchResponse
  offerIds.push(...(answer.data ?? []).map((flight) => flight.itinerary_id))
  return { ...response, answer }
}

const query = { origin: 'BOS', destination: 'ABJ', departure_date: daysFromNow(30) }

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  useFlightProvider(undefined)
  await deleteOffers(payload, offerIds)
})

describe('POST /api/flights/data/search', () => {
  it('should answer success with flights', async () => {
    const { status, answer } = await searchData(query)
    expect([status, answer.success, answer.data.length > 0]).toEqual([200, true, true])
  })

  it('should price each flight as flow B prices the same itinerary', async () => {
    const { answer } = await searchData(query)
    const { json } = await callApi('/flights/search', {
      method: 'POST',
      body: flightSearch({ origin: 'BOS', destination: 'ABJ', departDate: query.departure_date }),
    })
    const flowB = (json.itineraries as { itinerary_id: string; price_total: number }[]) ?? []
    offerIds.push(...flowB.map((itinerary) => itinerary.itinerary_id))
    expect(answer.data.map((flight) => flight.price)).toEqual(flowB.map((itinerary) => itinerary.price_total))
  })

  it('should give each flight its route, airline, times and aircraft', async () => {
    const { answer } = await searchData(query)
    expect(answer.data[0]).toMatchObject({
      origin: 'BOS',
      destination: 'ABJ',
      airline: expect.any(String),
      aircraft: expect.any(String),
      status: 'scheduled',
      currency: 'USD',
    })
  })

  it('should give each flight one layover per stop and its baggage and fare conditions', async () => {
    const { answer } = await searchData(query)
    for (const flight of answer.data) {
      expect(flight.layovers.length, flight.flight).toBe(flight.stops)
      expect(flight.layovers.every(({ minutes }) => minutes >= 75 && minutes <= 360)).toBe(true)
      expect(flight.fare).toMatchObject({ checked_bags: expect.any(Number), change: expect.any(String) })
    }
  })

  it('should answer 400 with a field error without a departure date', async () => {
    const { status, json } = await searchData({ origin: 'BOS', destination: 'ABJ' })
    expect([status, json.fieldErrors]).toEqual([400, { departure_date: 'validation.dateRequired' }])
  })

  it('should answer success false with a message when the provider fails', async () => {
    useFlightProvider(failingProvider('api_error'))
    const { status, answer } = await searchData(query)
    expect([status, answer.success, answer.message, answer.data]).toEqual([
      200,
      false,
      'errors.flightsUnavailable',
      [],
    ])
  })

  it('should answer No flights found for a route the engine cannot fly', async () => {
    const { answer } = await searchData({ ...query, destination: 'TBS' })
    expect([answer.success, answer.message]).toEqual([true, 'search.noFlights'])
  })

  it('should answer 429 once a client has searched 40 times in a minute (one budget for every flight search)', async () => {
    const ip = uniqueIp()
    for (let attempt = 0; attempt < 40; attempt += 1) await searchData({}, ip)
    expect((await searchData(query, ip)).status).toBe(429)
  })
})
