/** POST /api/flights/search (flow B): validated, size-capped, rate-limited; every itinerary stored; provider failures as provider_status. */
import { type TFlightSearchResponse, ZFlightSearchResponse } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useFlightProvider } from '../../cms/src/services/flights/flightEngine.ts'
import { findOffer } from '../../cms/src/services/flights/offerStore.ts'
import { fareFactsOf } from '../../cms/src/services/flights/offline/fareFacts.ts'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { daysFromNow, deleteOffers, failingProvider, flightSearch } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
const offerIds: string[] = []

const search = async (body: unknown, ip = uniqueIp()) => {
  const response = await callApi('/flights/search', {
    method: 'POST',
    ...(typeof body === 'string' ? { rawBody: body } : { body }),
    ip,
  })
  const answer = response.json as unknown as TFlightSearchResponse
  offerIds.push(...(answer.itineraries ?? []).map((itinerary) => itinerary.itinerary_id))
  return { ...response, answer }
}

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  useFlightProvider(undefined)
  await deleteOffers(payload, offerIds)
})

describe('POST /api/flights/search', () => {
  it('should answer itineraries with provider_status ok', async () => {
    const { status, answer } = await search(flightSearch())
    expect([status, answer.provider_status, answer.itineraries.length > 0]).toEqual([200, 'ok', true])
  })

  it('should find every itinerary it answers by its id, at the price shown', async () => {
    const { answer } = await search(flightSearch())
    const found = await Promise.all(
      answer.itineraries.map((itinerary) => findOffer(payload, itinerary.itinerary_id)),
    )
    expect(found.map((offer) => offer?.priceTotal)).toEqual(
      answer.itineraries.map((itinerary) => itinerary.price_total),
    )
  })

  it('should find each itinerary with the segments it was answered with', async () => {
    const { answer } = await search(flightSearch({ returnDate: daysFromNow(40) }))
    const found = await Promise.all(
      answer.itineraries.map((itinerary) => findOffer(payload, itinerary.itinerary_id)),
    )
    expect(found.map((offer) => offer?.itinerary)).toEqual(answer.itineraries)
  })

  it('should not find an id whose price the browser changed', async () => {
    const { answer } = await search(flightSearch())
    const id = answer.itineraries[0]!.itinerary_id
    const body = Buffer.from(id.slice(3, -22), 'base64url').toString('utf8')
    const cheaper = body.replace(/\|(\d+)\|(\w+)$/, '|1|$2')
    const forged = `fs_${Buffer.from(cheaper).toString('base64url')}${id.slice(-22)}`
    expect(await findOffer(payload, forged)).toBeUndefined()
  })

  it('should answer the same itineraries and prices to the same query', async () => {
    const strip = ({ itineraries }: TFlightSearchResponse) =>
      itineraries.map(({ segments, price_total }) => ({ segments, price_total }))
    const [first, second] = [await search(flightSearch()), await search(flightSearch())]
    expect(strip(second.answer)).toEqual(strip(first.answer))
  })

  it.each(['economy', 'business'] as const)(
    'should give each %s itinerary the baggage and fare conditions of its first airline',
    async (cabin) => {
      const { answer } = await search(flightSearch({ cabin, destination: 'ABJ' }))
      expect(ZFlightSearchResponse.safeParse(answer).success).toBe(true)
      expect(answer.itineraries.length).toBeGreaterThan(0)
      for (const itinerary of answer.itineraries) {
        const carrier = itinerary.segments[0]!.carrier as Parameters<typeof fareFactsOf>[0]
        expect(itinerary.fare, itinerary.itinerary_id).toEqual(fareFactsOf(carrier, cabin))
      }
    },
  )

  it('should give the facts of the cabin searched: business allows more checked baggage', async () => {
    const checkedKg = ({ itineraries }: TFlightSearchResponse) =>
      itineraries.map(({ fare }) => (fare?.checked_bags ?? 0) * (fare?.checked_bag_kg ?? 0))
    const economy = checkedKg((await search(flightSearch())).answer)
    const business = checkedKg((await search(flightSearch({ cabin: 'business' }))).answer)
    expect(Math.min(...business)).toBeGreaterThanOrEqual(Math.max(...economy))
  })

  it('should sort by duration when asked', async () => {
    const { answer } = await search(flightSearch({ sort: 'duration' }))
    const durations = answer.itineraries.map((itinerary) => itinerary.duration_total_min)
    expect(durations).toEqual([...durations].sort((a, b) => a - b))
  })

  it('should price in the requested currency', async () => {
    const { answer } = await search(flightSearch({ currency: 'XOF' }))
    expect(new Set(answer.itineraries.map((itinerary) => itinerary.currency))).toEqual(new Set(['XOF']))
  })

  it('should price a round trip with its way back', async () => {
    const { answer } = await search(flightSearch({ returnDate: daysFromNow(37) }))
    expect(answer.itineraries.every((itinerary) => itinerary.return_segments.length > 0)).toBe(true)
  })

  it.each([
    ['origin', { origin: '' }, 'validation.airportRequired'],
    ['origin', { origin: 'Boston' }, 'validation.airportCodeInvalid'],
    ['destination', { destination: 'JFK' }, 'validation.sameAirports'],
    ['departDate', { departDate: '2026-02-30' }, 'validation.dateInvalid'],
    ['adults', { adults: 10 }, 'validation.adultsRange'],
    ['cabin', { cabin: 'luxury' }, 'validation.invalidOption'],
  ])('should answer 400 with a field error when %s is %j', async (field, overrides, message) => {
    const { status, json } = await search(flightSearch(overrides))
    expect([status, (json.fieldErrors as Record<string, string>)[field]]).toEqual([400, message])
  })

  it('should answer 400 to a body that is not JSON', async () => {
    expect((await search('{origin:')).status).toBe(400)
  })

  it('should answer 413 to an oversized body', async () => {
    const { status } = await search(flightSearch({ notes: 'x'.repeat(4_000) }))
    expect(status).toBe(413)
  })

  it('should answer 429 once a client has searched 40 times in a minute', async () => {
    const ip = uniqueIp()
    for (let attempt = 0; attempt < 40; attempt += 1) await search({}, ip)
    const { status, json } = await search(flightSearch(), ip)
    expect([status, json.message]).toEqual([429, 'errors.tooManyRequests'])
  })

  it.each(['quota_exceeded', 'rate_limited', 'api_error'] as const)(
    'should answer provider_status %s and no itineraries when the provider fails so',
    async (failure) => {
      useFlightProvider(failingProvider(failure))
      const { status, answer } = await search(flightSearch())
      expect([status, answer]).toEqual([200, { itineraries: [], provider_status: failure }])
    },
  )

  it('should answer provider_status error when the provider fails unexpectedly', async () => {
    useFlightProvider(failingProvider('crash'))
    const { answer } = await search(flightSearch())
    expect(answer.provider_status).toBe('error')
  })

  it('should keep itinerary ids out of shared caches', async () => {
    const { headers } = await search(flightSearch())
    expect(headers.get('cache-control')).toBe('private, no-store')
  })
})
