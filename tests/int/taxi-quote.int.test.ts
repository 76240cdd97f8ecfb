/** POST /api/taxi/quote and the places lookups, against the seeded database. */
import type { RateLimitRule } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOTELS } from '../../cms/src/seed/data/hotels.ts'
import {
  EXPIRE_BOOKINGS_TASK,
  PAYMENTS_QUEUE,
} from '../../cms/src/services/payments/housekeeping/expireBookingsTask.ts'
import { rideKey } from '../../cms/src/services/taxi/quoteStore.ts'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import {
  ABJ,
  ACC,
  BOSTON_COMMON,
  deleteQuotes,
  futureAfternoon,
  LABADI,
  LOGAN,
  PLATEAU,
  requestQuote,
  rideRequest,
} from '../fixtures/taxi.ts'

let payload: Payload

/** The quotes a client may ask a minute, as the contract declares them (the int run's factor is 1). */
const DECLARED_QUOTES = (API.taxiQuote.limit as RateLimitRule).points

const HOLIDAY_INN = HOTELS.find((hotel) => hotel.name === 'Holiday Inn Accra Airport')!

const quote = (overrides: Record<string, unknown> = {}) => requestQuote(rideRequest(overrides))

const sumOf = (breakdown: unknown) =>
  Object.values(breakdown as Record<string, number>).reduce((a, b) => a + b, 0)

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteQuotes(payload)
})

describe('POST /api/taxi/quote', () => {
  it('should price a Logan ride in dollars with fees adding up to the price', async () => {
    const { status, json } = await quote()
    expect([status, json.currency, sumOf(json.breakdown) === json.price]).toEqual([201, 'USD', true])
  })

  it('should charge the airport fee from Logan', async () => {
    const { json } = await quote()
    expect((json.breakdown as Record<string, number>).airport_fee).toBeGreaterThan(0)
  })

  it('should store the quote with an expiry 30 minutes ahead', async () => {
    const { json } = await quote()
    const { docs } = await payload.find({
      collection: 'taxi-quotes',
      where: { quoteId: { equals: json.quote_id } },
    })
    const minutes = (Date.parse(docs[0]!.expiresAt) - Date.now()) / 60_000
    expect([docs[0]!.price, minutes > 29 && minutes <= 30]).toEqual([json.price, true])
  })

  it('should price an Accra airport ride in cedis, its fees in cedis adding up to the price', async () => {
    const { status, json } = await quote({ origin: ACC, destination: LABADI })
    const { airport_fee } = json.breakdown as Record<string, number>
    expect([status, json.currency, airport_fee, sumOf(json.breakdown) === json.price]).toEqual([
      201,
      'GHS',
      2500,
      true,
    ])
  })

  it('should switch a taxi in Abidjan to Yango priced in whole hundreds of CFA francs', async () => {
    const { json } = await quote({ origin: ABJ, destination: PLATEAU })
    expect([json.service_type, json.currency, (json.price as number) % 100]).toEqual(['yango', 'XOF', 0])
  })

  it('should give the disclaimer in French', async () => {
    const { json } = await quote({ locale: 'fr' })
    expect(json.disclaimer).toMatch(/^Prix estimé/)
  })

  it('should refuse 9 passengers with the field error', async () => {
    const { status, json } = await quote({ passengers: 9 })
    expect([status, json.fieldErrors]).toEqual([400, { passengers: 'validation.taxiPassengersRange' }])
  })

  it('should refuse 9 pieces of luggage with the field error', async () => {
    const { status, json } = await quote({ options: { luggage_count: 9 } })
    expect([status, json.fieldErrors]).toEqual([400, { 'options.luggage_count': 'validation.luggageRange' }])
  })

  it('should refuse a place without coordinates', async () => {
    const { status } = await quote({ destination: { address: 'Somewhere' } })
    expect(status).toBe(400)
  })

  it('should refuse a ride from Boston to Abidjan with 422', async () => {
    const { status, json } = await quote({ destination: ABJ })
    expect([status, json.message]).toEqual([422, 'taxiErrors.zonesDiffer'])
  })

  it('should refuse a pick-up in the past', async () => {
    const { status, json } = await quote({ datetime: '2020-01-01T10:00:00Z' })
    expect([status, json.fieldErrors]).toEqual([422, { datetime: 'validation.dateInvalid' }])
  })

  it('should refuse coordinates the named places are not at (a long ride priced as a short one)', async () => {
    // Logan airport by name, but the point of Boston Common, 150 m from the destination's.
    const origin = { ...LOGAN, lat: BOSTON_COMMON.lat + 0.001, lng: BOSTON_COMMON.lng }
    const { status, json } = await quote({ origin })
    expect([status, json.fieldErrors]).toEqual([422, { origin: 'validation.coordinatesInvalid' }])
  })

  it('should refuse a pick-up more than a year ahead (2999-12-31)', async () => {
    const { status, json } = await quote({ datetime: '2999-12-31T10:00:00Z' })
    expect([status, json.fieldErrors]).toEqual([422, { datetime: 'validation.pickupTooFar' }])
  })

  it('should refuse a pick-up past the real years (9999-12-31) as a bad date (issue 40)', async () => {
    const { status, json } = await quote({ datetime: '9999-12-31T10:00:00Z' })
    expect([status, json.fieldErrors]).toEqual([400, { datetime: 'validation.dateOutOfRange' }])
  })

  it('should refuse a body that is not JSON with 415', async () => {
    const { status } = await callApi('/taxi/quote', {
      method: 'POST',
      rawBody: 'a=b',
      contentType: 'text/plain',
    })
    expect(status).toBe(415)
  })

  it("should answer 429 past the contract's count of quotes in a minute, and store none past it", async () => {
    const ip = uniqueIp()
    for (let attempt = 0; attempt < DECLARED_QUOTES; attempt += 1) await requestQuote(rideRequest(), ip)
    // A ride of this test alone (its own minute), to look for in the table afterwards.
    const at = new Date(futureAfternoon())
    at.setUTCMinutes(Math.floor(Math.random() * 60))
    const last = rideRequest({ datetime: at.toISOString() })
    const { status, json, headers } = await requestQuote(last, ip)
    const { rows } = await (payload.db as unknown as PostgresAdapter).pool.query(
      `select count(*)::int as stored from taxi_quotes where ride->>'key' = $1`,
      [rideKey(last as never)],
    )
    expect([status, json.message, Number(headers.get('retry-after')) > 0, rows[0].stored]).toEqual([
      429,
      'errors.tooManyRequests',
      true,
      0,
    ])
  })

  it('should not count rides refused before any provider or the database is asked', async () => {
    const ip = uniqueIp()
    const past = rideRequest({ datetime: '2020-01-01T10:00:00Z' })
    for (let attempt = 0; attempt < 61; attempt += 1) {
      await callApi('/taxi/quote', { method: 'POST', body: past, ip })
    }
    expect((await requestQuote(rideRequest(), ip)).status).toBe(201)
  })

  it('should answer a night ride with a night surcharge', async () => {
    const night = new Date(futureAfternoon())
    night.setUTCHours(4, 0, 0, 0)
    const { json } = await quote({ datetime: night.toISOString() })
    expect((json.breakdown as Record<string, number>).night_surcharge).toBeGreaterThan(0)
  })
})

describe('expired quotes', () => {
  it('should be deleted by the scheduled job a day after they expire', async () => {
    const { json } = await quote()
    const where = { quoteId: { equals: json.quote_id } }
    await payload.update({
      collection: 'taxi-quotes',
      where,
      data: { expiresAt: new Date(Date.now() - 25 * 3_600_000).toISOString() },
    })
    await payload.jobs.queue({ task: EXPIRE_BOOKINGS_TASK, input: {}, queue: PAYMENTS_QUEUE })
    await payload.jobs.run({ queue: PAYMENTS_QUEUE })
    expect((await payload.find({ collection: 'taxi-quotes', where })).totalDocs).toBe(0)
  })
})

describe('POST /api/places/autocomplete', () => {
  const suggest = (query: string, locale: 'en' | 'fr' = 'en') =>
    callApi('/places/autocomplete', { method: 'POST', body: { query, limit: 3, locale } })

  it('should find the Abidjan airport without its accents, in capitals', async () => {
    const { json } = await suggest('FELIX HOUPHOUET')
    expect((json.results as { text: string }[])[0]!.text).toBe('Félix-Houphouët-Boigny International Airport')
  })

  it('should answer in Mapbox shape with the zone', async () => {
    const { json } = await suggest('logan')
    expect((json.results as unknown[])[0]).toEqual({
      place_name: 'Boston Logan International Airport (BOS), 1 Harborside Drive, East Boston, MA 02128',
      text: 'Boston Logan International Airport',
      center: [-71.0096, 42.3656],
      relevance: 2 / 6,
      zone: 'us-northeast',
      source: 'local',
    })
  })

  // An airport by its code or city; every hotel the site sells by its name (issue 31), typed as an
  // English or a French reader would.
  it.each([
    ['ACC', 'Kotoka International Airport'],
    ['Accra', 'Kotoka International Airport'],
    ['aéroport Abidjan', 'Félix-Houphouët-Boigny International Airport'],
    ['Dakar airport', 'Blaise Diagne International Airport'],
    ['Holiday Inn', 'Holiday Inn Accra Airport'],
    ['hotel holiday inn accra', 'Holiday Inn Accra Airport'],
    ['Mövenpick', 'Mövenpick Ambassador Hotel Accra'],
    ['hôtel movenpick', 'Mövenpick Ambassador Hotel Accra'],
    ['Hôtel Lutetia', 'Hôtel Lutetia'],
  ])('should name first for "%s" %s', async (query, place) => {
    const { json } = await suggest(query)
    expect((json.results as { text: string }[])[0]?.text).toBe(place)
  })

  // Issue 42: a city's first letters offer its airport first, named in the page's language.
  it.each([
    ['abid', 'en', 'Félix-Houphouët-Boigny International Airport'],
    ['abid', 'fr', 'Aéroport international Félix-Houphouët-Boigny'],
    ['Abidjan airport', 'en', 'Félix-Houphouët-Boigny International Airport'],
    ["aéroport d'Abidjan", 'fr', 'Aéroport international Félix-Houphouët-Boigny'],
    ['kotoka', 'fr', 'Aéroport international Kotoka'],
  ] as const)('should name first for "%s" in %s %s', async (query, locale, place) => {
    const { json } = await suggest(query, locale)
    expect((json.results as { text: string }[])[0]?.text).toBe(place)
  })

  it('should name a hotel with its address and city at its coordinates', async () => {
    const { json } = await suggest('Holiday Inn')
    expect((json.results as unknown[])[0]).toMatchObject({
      place_name: 'Holiday Inn Accra Airport, Airport City, Accra',
      center: [HOLIDAY_INN.lng, HOLIDAY_INN.lat],
      zone: 'west-africa',
      source: 'local',
    })
  })

  it('should suggest a hotel outside the served regions with no zone (the form says it is not served)', async () => {
    const { json } = await suggest('Le Meurice')
    expect((json.results as unknown[])[0]).toMatchObject({ text: 'Le Meurice', zone: null })
  })

  it('should list a hotel that is also a place once', async () => {
    const { json } = await suggest('Kempinski')
    expect((json.results as { text: string }[]).map((place) => place.text)).toEqual([
      'Kempinski Hotel Gold Coast City Accra',
    ])
  })

  it('should give at most 3 local suggestions', async () => {
    const { json } = await suggest('new york')
    expect((json.results as unknown[]).length).toBe(3)
  })

  it('should find the places of Dakar', async () => {
    const { json } = await suggest('dakar')
    expect((json.results as { zone: string }[]).map((place) => place.zone)).toEqual([
      'west-africa',
      'west-africa',
      'west-africa',
    ])
  })

  it('should answer 429 once a client has looked up 120 places in a minute', async () => {
    const ip = uniqueIp()
    const body = { query: 'logan', limit: 3 }
    for (let attempt = 0; attempt < 120; attempt += 1) {
      await callApi('/places/autocomplete', { method: 'POST', body, ip })
    }
    const { status } = await callApi('/places/autocomplete', { method: 'POST', body, ip })
    expect(status).toBe(429)
  })

  it('should refuse a query of one character', async () => {
    const { status, json } = await suggest('a')
    expect([status, json.fieldErrors]).toEqual([400, { query: 'validation.queryTooShort' }])
  })
})

describe('POST /api/places/forward', () => {
  it('should resolve a known place to its coordinates without a geocoder', async () => {
    const { json } = await callApi('/places/forward', { method: 'POST', body: { query: 'Kotoka', limit: 1 } })
    expect((json.results as { center: number[] }[]).map((place) => place.center)).toEqual([[-0.1668, 5.6052]])
  })

  it("should resolve a hotel's name to the hotel's coordinates", async () => {
    const { json } = await callApi('/places/forward', {
      method: 'POST',
      body: { query: 'Holiday Inn', limit: 1 },
    })
    expect((json.results as { center: number[] }[]).map((place) => place.center)).toEqual([
      [HOLIDAY_INN.lng, HOLIDAY_INN.lat],
    ])
  })

  it('should price a ride to a hotel named as typed (the server finds the hotel too)', async () => {
    const { status } = await quote({
      origin: ACC,
      destination: { address: 'Holiday Inn', lat: HOLIDAY_INN.lat, lng: HOLIDAY_INN.lng },
    })
    expect(status).toBe(201)
  })

  it('should answer no result for an address nobody knows', async () => {
    const { json } = await callApi('/places/forward', {
      method: 'POST',
      body: { query: 'Zzyzx Road 12', limit: 1 },
    })
    expect(json.results).toEqual([])
  })
})
