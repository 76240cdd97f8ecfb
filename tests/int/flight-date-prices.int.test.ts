/** POST /api/flights/date-prices: the results' strip, the cheapest of the same trip three days either side, from the same engine. */
import type { TFlightDatePricesResponse, TFlightSearchResponse } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useFlightProvider } from '../../cms/src/services/flights/flightEngine.ts'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { daysFromNow, deleteOffers, failingProvider, flightSearch } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
const offerIds: string[] = []

const datePrices = async (body: unknown, ip = uniqueIp()) => {
  const response = await callApi('/flights/date-prices', { method: 'POST', body, ip })
  return { ...response, answer: response.json as unknown as TFlightDatePricesResponse }
}

/** The cheapest total a search of the results page shows for the same trip. */
const cheapestSearched = async (body: Record<string, unknown>) => {
  const answer = (await callApi('/flights/search', { method: 'POST', body, ip: uniqueIp() }))
    .json as unknown as TFlightSearchResponse
  offerIds.push(...answer.itineraries.map((itinerary) => itinerary.itinerary_id))
  return Math.min(...answer.itineraries.map((itinerary) => itinerary.price_total))
}

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  useFlightProvider(undefined)
  await deleteOffers(payload, offerIds)
})

describe('POST /api/flights/date-prices', () => {
  it('should answer seven days, three either side, the return moved with the departure', async () => {
    const { status, answer } = await datePrices(
      flightSearch({ departDate: daysFromNow(30), returnDate: daysFromNow(44) }),
    )
    expect([status, answer.provider_status, answer.currency]).toEqual([200, 'ok', 'USD'])
    expect(answer.days.map(({ offset, departDate, returnDate }) => [offset, departDate, returnDate])).toEqual(
      [-3, -2, -1, 0, 1, 2, 3].map((offset) => [offset, daysFromNow(30 + offset), daysFromNow(44 + offset)]),
    )
  })

  it('should price each day at the cheapest total a search of that day shows', async () => {
    const { answer } = await datePrices(
      flightSearch({ departDate: daysFromNow(30), returnDate: daysFromNow(37) }),
    )
    const [dayBefore, searched] = [answer.days[2]!, answer.days[3]!]
    expect([dayBefore.price_total, searched.price_total]).toEqual([
      await cheapestSearched(flightSearch({ departDate: daysFromNow(29), returnDate: daysFromNow(36) })),
      await cheapestSearched(flightSearch({ departDate: daysFromNow(30), returnDate: daysFromNow(37) })),
    ])
  })

  it('should answer no price for a day already past', async () => {
    const { answer } = await datePrices(flightSearch({ departDate: daysFromNow(1) }))
    expect(answer.days.map((day) => day.price_total === null)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('should answer 400 with the field error of a return before the departure', async () => {
    const { status, json } = await datePrices(
      flightSearch({ departDate: daysFromNow(30), returnDate: daysFromNow(20) }),
    )
    expect([status, (json.fieldErrors as Record<string, string>).returnDate]).toEqual([
      400,
      'validation.returnBeforeDeparture',
    ])
  })

  it('should answer the provider_status and no days when the provider fails', async () => {
    useFlightProvider(failingProvider('api_error'))
    const { status, answer } = await datePrices(flightSearch())
    expect([status, answer]).toEqual([200, { days: [], currency: 'USD', provider_status: 'api_error' }])
  })
})
