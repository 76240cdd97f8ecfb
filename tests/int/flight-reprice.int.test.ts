/** POST /api/flights/reprice: the server's own stored itinerary, priced again within its band; unknown, expired and failing cases. */
import type { TFlightSearchResponse } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { flightEngine, useFlightProvider } from '../../cms/src/services/flights/flightEngine.ts'
import { deleteExpiredOffers, storeOffers } from '../../cms/src/services/flights/offerStore.ts'
import { offlineProvider } from '../../cms/src/services/flights/offline/offlineProvider.ts'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { deleteOffers, failingProvider, flightSearch } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
const offerIds: string[] = []

const firstItinerary = async () => {
  const { json } = await callApi('/flights/search', { method: 'POST', body: flightSearch() })
  const { itineraries } = json as unknown as TFlightSearchResponse
  offerIds.push(...itineraries.map((itinerary) => itinerary.itinerary_id))
  return itineraries[0]!
}

const reprice = (body: unknown, ip = uniqueIp()) => callApi('/flights/reprice', { method: 'POST', body, ip })

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  useFlightProvider(undefined)
  await deleteOffers(payload, offerIds)
})

describe('POST /api/flights/reprice', () => {
  it('should answer a price within 3 % of the search price', async () => {
    const itinerary = await firstItinerary()
    const { status, json } = await reprice({ itinerary_id: itinerary.itinerary_id, currency: 'USD' })
    const ratio = (json.price_total as number) / itinerary.price_total
    expect([status, ratio >= 0.97 && ratio <= 1.03]).toEqual([200, true])
  })

  it('should answer a fresh price_fetched_at', async () => {
    const itinerary = await firstItinerary()
    const { json } = await reprice({ itinerary_id: itinerary.itinerary_id })
    expect(Date.parse(json.price_fetched_at as string)).toBeGreaterThanOrEqual(
      Date.parse(itinerary.price_fetched_at),
    )
  })

  it('should store the new price as the one the id will be charged', async () => {
    const itinerary = await firstItinerary()
    const { json } = await reprice({ itinerary_id: itinerary.itinerary_id, currency: 'EUR' })
    const { docs } = await payload.find({
      collection: 'flight-offers',
      where: { offerId: { equals: itinerary.itinerary_id } },
    })
    expect(docs.map(({ priceTotal, currency }) => ({ priceTotal, currency }))).toEqual([
      { priceTotal: json.price_total, currency: 'EUR' },
    ])
  })

  it('should answer 404 to an id the server never gave', async () => {
    const { status, json } = await reprice({ itinerary_id: 'fo_forged-by-the-browser' })
    expect([status, json.message]).toEqual([404, 'errors.offerNotFound'])
  })

  it('should answer 410 once the itinerary has expired', async () => {
    const yesterday = new Date(Date.now() - 86_400_000)
    const { itineraries } = await flightEngine(payload, offlineProvider, () => yesterday).search(
      (await import('@nexovia/content-schema')).ZFlightSearchQuery.parse(flightSearch()),
    )
    offerIds.push(...itineraries.map((itinerary) => itinerary.itinerary_id))
    const { status, json } = await reprice({ itinerary_id: itineraries[0]!.itinerary_id })
    expect([status, json.message]).toEqual([410, 'errors.offerExpired'])
  })

  it('should delete the itineraries that expired, and only those', async () => {
    // Stored rows: what Duffel's searches and every reprice leave behind (offline searches store nothing).
    const yesterday = new Date(Date.now() - 86_400_000)
    const { ZFlightSearchQuery } = await import('@nexovia/content-schema')
    const query = ZFlightSearchQuery.parse(flightSearch())
    const planned = (now: Date) => offlineProvider.search(query, { payload, now })
    const old = { itineraries: await storeOffers(payload, 'duffel', await planned(yesterday), yesterday) }
    const recent = await storeOffers(payload, 'duffel', await planned(new Date()), new Date())
    const fresh = recent[0]!
    offerIds.push(...[...old.itineraries, ...recent].map((itinerary) => itinerary.itinerary_id))
    await deleteExpiredOffers(payload, new Date())
    const { docs } = await payload.find({
      collection: 'flight-offers',
      where: { offerId: { in: [old.itineraries[0]!.itinerary_id, fresh.itinerary_id] } },
    })
    expect(docs.map((doc) => doc.offerId)).toEqual([fresh.itinerary_id])
  })

  it('should answer 503 with the provider_status when the provider fails', async () => {
    const itinerary = await firstItinerary()
    useFlightProvider(failingProvider('rate_limited'))
    const { status, json } = await reprice({ itinerary_id: itinerary.itinerary_id })
    expect([status, json.provider_status]).toEqual([503, 'rate_limited'])
  })

  it('should answer 400 with a field error without an itinerary id', async () => {
    const { status, json } = await reprice({ currency: 'USD' })
    expect([status, json.fieldErrors]).toEqual([400, { itinerary_id: 'validation.itineraryRequired' }])
  })

  it('should answer 400 to an unknown currency', async () => {
    const { status, json } = await reprice({ itinerary_id: 'fo_x', currency: 'GBP' })
    expect([status, json.fieldErrors]).toEqual([400, { currency: 'validation.invalidOption' }])
  })

  it('should answer 429 once a client has repriced 30 times in a minute', async () => {
    const ip = uniqueIp()
    for (let attempt = 0; attempt < 30; attempt += 1) await reprice({}, ip)
    const { status } = await reprice({ itinerary_id: 'fo_x' }, ip)
    expect(status).toBe(429)
  })
})
