/**
 * Issue 40, low finding 11: `POST /api/flights/date-prices` runs 7 engine searches (7 offer requests
 * with Duffel) yet had a budget of its own beside the search's: about 160 searches a minute per
 * client. Both now draw on one bucket per client, 40 searches a minute: a search costs 1, the
 * date strip its 7.
 */
import type { TFlightSearchResponse } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { daysFromNow, deleteOffers, flightSearch } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
const offerIds: string[] = []
const trip = () => flightSearch({ departDate: daysFromNow(30), returnDate: daysFromNow(37) })

const datePrices = (ip: string) => callApi('/flights/date-prices', { method: 'POST', body: trip(), ip })
async function search(ip: string) {
  const answer = await callApi('/flights/search', { method: 'POST', body: trip(), ip })
  const itineraries = (answer.json as unknown as TFlightSearchResponse).itineraries ?? []
  offerIds.push(...itineraries.map((itinerary) => itinerary.itinerary_id))
  return answer
}
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort()

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteOffers(payload, offerIds)
})

describe('the flight search budget', () => {
  it('should let 6 date strips fired together from one client spend 40 points: 5 pass, 1 is refused', async () => {
    const ip = uniqueIp()
    const answers = await Promise.all(Array.from({ length: 6 }, () => datePrices(ip)))
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('should count the strips against the searches of the same client', async () => {
    const ip = uniqueIp()
    const strips = await Promise.all(Array.from({ length: 5 }, () => datePrices(ip)))
    const searches = await Promise.all(Array.from({ length: 6 }, () => search(ip)))
    expect([statuses(strips), statuses(searches)]).toEqual([
      [200, 200, 200, 200, 200],
      [200, 200, 200, 200, 200, 429],
    ])
  })

  it('should leave another client its whole budget', async () => {
    const spent = uniqueIp()
    await Promise.all(Array.from({ length: 6 }, () => datePrices(spent)))
    expect((await search(uniqueIp())).status).toBe(200)
  })
})
