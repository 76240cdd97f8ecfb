/** GET /api/flights/itinerary/:id: the chosen itinerary with the price checkout charges; unknown and expired ids. */
import { type TFlightSearchResponse, ZFlightSearchQuery } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { flightEngine } from '../../cms/src/services/flights/flightEngine.ts'
import { offlineProvider } from '../../cms/src/services/flights/offline/offlineProvider.ts'
import { callApi } from '../fixtures/api.ts'
import { deleteOffers, flightSearch } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
const offerIds: string[] = []

const firstItinerary = async () => {
  const { json } = await callApi('/flights/search', { method: 'POST', body: flightSearch() })
  const { itineraries } = json as unknown as TFlightSearchResponse
  offerIds.push(...itineraries.map((itinerary) => itinerary.itinerary_id))
  return itineraries[0]!
}

const read = (id: string) => callApi(`/flights/itinerary/${encodeURIComponent(id)}`)

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await deleteOffers(payload, offerIds)
})

describe('GET /api/flights/itinerary/:id', () => {
  it('should answer the itinerary exactly as the search showed it', async () => {
    const itinerary = await firstItinerary()
    const { status, json } = await read(itinerary.itinerary_id)
    expect([status, json]).toEqual([200, itinerary])
  })

  it('should answer the price of the last Refresh Price, which checkout charges', async () => {
    const itinerary = await firstItinerary()
    const repriced = await callApi('/flights/reprice', {
      method: 'POST',
      body: { itinerary_id: itinerary.itinerary_id, currency: 'USD' },
    })
    const { json } = await read(itinerary.itinerary_id)
    expect(json.price_total).toBe(repriced.json.price_total)
  })

  it('should answer 404 to an id the server never gave', async () => {
    const { status, json } = await read('fo_forged-by-the-browser')
    expect([status, json.message]).toEqual([404, 'errors.offerNotFound'])
  })

  it('should answer 400 without asking the database for an id of another shape', async () => {
    const { status, json } = await read("x' OR 1=1 --")
    expect([status, json.message]).toEqual([400, 'errors.offerNotFound'])
  })

  it('should answer 410 once the itinerary has expired', async () => {
    const yesterday = new Date(Date.now() - 86_400_000)
    const { itineraries } = await flightEngine(payload, offlineProvider, () => yesterday).search(
      ZFlightSearchQuery.parse(flightSearch()),
    )
    offerIds.push(...itineraries.map((itinerary) => itinerary.itinerary_id))
    const { status, json } = await read(itineraries[0]!.itinerary_id)
    expect([status, json.message]).toEqual([410, 'errors.offerExpired'])
  })
})
