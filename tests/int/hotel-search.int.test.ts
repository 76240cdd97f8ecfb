/** POST /api/hotels/data/search-location: the seeded inventory, matched by place, priced by night, filtered and sorted as spec 02 says. */
import type { THotelResult, THotelSearchResponse } from '@nexovia/content-schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { addDays, nextOccurrence } from '../fixtures/dates.ts'
import { testPayload } from '../fixtures/payload.ts'

const march = nextOccurrence(3, 9)
const stay = { check_in_date: march, check_out_date: addDays(march, 3) }

const search = async (body: unknown, ip = uniqueIp()) => {
  const response = await callApi('/hotels/data/search-location', { method: 'POST', body, ip })
  const answer = response.json as unknown as THotelSearchResponse
  return { ...response, answer, hotels: answer.data?.suggested_hotels ?? ([] as THotelResult[]) }
}

beforeAll(async () => {
  await testPayload()
})

/** The hotel's refundable plan of its first room type (its old policy at its old price, in the seed). */
const refundable = (hotel: THotelResult) =>
  hotel.room_types[0]!.rate_plans.find((plan) => plan.is_refundable)!

describe('POST /api/hotels/data/search-location', () => {
  it.each(['Abidjan', 'Accra', 'Boston', 'New York', 'Paris', 'San José', 'Dakar'])(
    'should hold at least five hotels in %s',
    async (city) => {
      const { hotels } = await search({ location: city, ...stay })
      expect(hotels.filter((hotel) => hotel.city === city).length).toBeGreaterThanOrEqual(5)
    },
  )

  it('should match a city whatever its case and accents', async () => {
    const { hotels } = await search({ location: '  SAN jose ', ...stay })
    expect(new Set(hotels.map((hotel) => hotel.city))).toEqual(new Set(['San José']))
  })

  it('should match a hotel by its name', async () => {
    const { hotels } = await search({ location: 'hotel lutetia', ...stay })
    expect(hotels.map((hotel) => hotel.hotel_name)).toEqual(['Hôtel Lutetia'])
  })

  it('should read the city of a destination name such as "Paris, France"', async () => {
    const { hotels } = await search({ location: 'Paris, France', ...stay })
    expect(hotels.length).toBeGreaterThanOrEqual(5)
  })

  it('should keep only the hotels of the chosen star rating', async () => {
    const { hotels } = await search({ location: 'Dakar', ...stay, stars: 4 })
    expect(new Set(hotels.map((hotel) => hotel.star_rating))).toEqual(new Set([4]))
  })

  it('should keep only nightly prices under the slider bound', async () => {
    const { hotels } = await search({ location: 'New York', ...stay, max_price: 200 })
    expect(hotels.every((hotel) => hotel.price_per_night <= 200_00)).toBe(true)
  })

  it('should give the amenities of the star rating', async () => {
    const { hotels } = await search({ location: 'The Plaza', ...stay })
    expect(hotels[0]!.amenities).toEqual(['Wifi', 'Parking', 'Restaurant', 'Fitness', 'Room Service', 'Spa'])
  })

  it('should strike through an original price only where a real discount exists', async () => {
    const { hotels } = await search({ location: 'Accra', ...stay })
    const struck = hotels
      .filter((hotel) => hotel.original_price_per_night !== null)
      .map((hotel) => hotel.hotel_name)
    expect(struck).toEqual(['Holiday Inn Accra Airport'])
  })

  it('should price the nights of a stay by season', async () => {
    const december = await search({
      location: 'Pullman Abidjan',
      check_in_date: nextOccurrence(12, 20),
      check_out_date: addDays(nextOccurrence(12, 20), 2),
    })
    const march = await search({ location: 'Pullman Abidjan', ...stay })
    expect([
      refundable(december.hotels[0]!).price_per_night,
      refundable(march.hotels[0]!).price_per_night,
    ]).toEqual([265_00, 220_00])
  })

  it('should show the cheapest rate plan on the card: non-refundable, 10 % below', async () => {
    const { hotels } = await search({ location: 'Pullman Abidjan', ...stay })
    expect([hotels[0]!.price_per_night, hotels[0]!.room_types[0]!.rate_plans.length]).toEqual([198_00, 2])
  })

  it('should charge every night of every room', async () => {
    const { hotels } = await search({ location: 'Pullman Abidjan', ...stay, num_rooms: 2 })
    expect([hotels[0]!.nights, refundable(hotels[0]!).total_price]).toEqual([3, 3 * 2 * 220_00])
  })

  it('should compute the distance from the city centre from the coordinates', async () => {
    const { hotels } = await search({ location: 'Hilton Boston Logan', ...stay })
    expect(hotels[0]!.distance_km).toBeCloseTo(3.1, 0)
  })

  it("should measure the distance to the city's airport from the airports data", async () => {
    // The Hilton Boston Logan stands at the airport; the centre is 3 km away across the harbour.
    const { hotels } = await search({ location: 'Hilton Boston Logan', ...stay })
    expect(hotels[0]!.airport_distance?.code).toBe('BOS')
    expect(hotels[0]!.airport_distance?.km).toBeLessThanOrEqual(1.5)
  })

  it('should sort by rating when asked', async () => {
    const { hotels } = await search({ location: 'Paris', ...stay, sort: 'rating' })
    const ratings = hotels.map((hotel) => hotel.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
  })

  it('should answer the French description on a French page', async () => {
    const { hotels } = await search({ location: 'Terrou-Bi', ...stay, locale: 'fr' })
    expect(hotels[0]!.description).toMatch(/^Un complexe en bord de mer/)
  })

  it('should answer No hotels found for a place without hotels', async () => {
    const { answer } = await search({ location: 'Ouagadougou', ...stay })
    expect([answer.success, answer.message, answer.data.suggested_hotels]).toEqual([
      true,
      'search.noHotels',
      [],
    ])
  })

  it.each([
    ['location', { location: ' ' }, 'validation.locationRequired'],
    ['check_out_date', { check_out_date: stay.check_in_date }, 'validation.checkOutBeforeCheckIn'],
    [
      'check_in_date',
      { check_in_date: '2020-01-01', check_out_date: '2020-01-03' },
      'validation.checkInPast',
    ],
    [
      'check_in_date',
      { check_in_date: '2999-12-01', check_out_date: '2999-12-03' },
      'validation.checkInTooFar',
    ],
    ['check_out_date', { check_out_date: addDays(stay.check_in_date, 36_500) }, 'validation.stayTooLong'],
    ['stars', { stars: 1 }, 'validation.invalidOption'],
    ['max_price', { max_price: 5000 }, 'validation.priceRange'],
  ])('should answer 400 with a field error when %s is %j', async (field, overrides, message) => {
    const { status, json } = await search({ location: 'Accra', ...stay, ...overrides })
    expect([status, (json.fieldErrors as Record<string, string>)[field]]).toEqual([400, message])
  })

  it('should take %, _ and \\ in a location as themselves, not as wildcards', async () => {
    const found = await Promise.all(
      ['%', '_', '\\', 'Abid%', 'Acc_a'].map((location) => search({ location, ...stay })),
    )
    expect(found.map(({ status, hotels }) => [status, hotels.length])).toEqual([
      [200, 0],
      [200, 0],
      [200, 0],
      [200, 0],
      [200, 0],
    ])
  })

  it('should answer 429 once a client has searched 60 times in a minute', async () => {
    const ip = uniqueIp()
    for (let attempt = 0; attempt < 60; attempt += 1) await search({}, ip)
    expect((await search({ location: 'Accra', ...stay }, ip)).status).toBe(429)
  })
})
