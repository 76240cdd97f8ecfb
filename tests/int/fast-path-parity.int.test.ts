/**
 * The cms server's fast path (cms/src/fastPath/) answers exactly as Payload's REST handling, which
 * Next's route runs: the same requests sent both ways give the same status and body, and the
 * per-client limits count the two paths together. `INT_PATH=fast` runs the other int files of these
 * endpoints (taxi-quote, flight-search, flight-reprice, hotel-search, payments-checkout) through it too.
 */
import { request as httpRequest } from 'node:http'
import zlib from 'node:zlib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from '../../cms/src/http/securityHeaders.ts'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { addDays, nextOccurrence } from '../fixtures/dates.ts'
import { fastPathOrigin } from '../fixtures/fastPathServer.ts'
import { flightSearch } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteQuotes, requestQuote, rideRequest } from '../fixtures/taxi.ts'

type Call = { path: string; method?: string; body?: unknown; rawBody?: string; contentType?: string | null }

let payload: Payload

/** Fields that carry the moment of the answer (an offline itinerary's id is signed with it). */
const MOMENT_FIELDS = new Set(['expires_at', 'price_fetched_at', 'itinerary_id', 'quote_id'])
const withoutMoments = (json: unknown) =>
  JSON.parse(JSON.stringify(json), (key, value) => (MOMENT_FIELDS.has(key) ? 'varies' : value))

/** The answers of both paths to the same request (each its own client, so no limit interferes). */
async function bothWays(call: Call) {
  const [rest, fast] = await Promise.all(
    (['rest', 'fast'] as const).map((path) => callApi(call.path, { ...call, path, ip: uniqueIp() })),
  )
  return {
    rest: [rest!.status, withoutMoments(rest!.json)],
    fast: [fast!.status, withoutMoments(fast!.json)],
    fastHeaders: fast!.headers,
  }
}

const march = nextOccurrence(3, 9)

type RawAnswer = { status: number; encoding?: string; vary?: string; body: Buffer }

/** A request to the fast path over node:http, which (unlike fetch) leaves the body as sent. */
async function rawFastPath(path: string, acceptEncoding: string, body?: unknown): Promise<RawAnswer> {
  const url = `${await fastPathOrigin()}/api${path}`
  const json = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: json ? 'POST' : 'GET',
        headers: {
          'accept-encoding': acceptEncoding,
          'x-forwarded-for': uniqueIp(),
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            encoding: incoming.headers['content-encoding'],
            vary: incoming.headers.vary,
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(json)
  })
}

const DECODE: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
}

const CASES: [string, Call][] = [
  ['health', { path: '/health' }],
  ['a flight search', { path: '/flights/search', method: 'POST', body: flightSearch() }],
  [
    'a flight search in French',
    { path: '/flights/search', method: 'POST', body: flightSearch({ locale: 'fr' }) },
  ],
  [
    'a flight search for no adult',
    { path: '/flights/search', method: 'POST', body: flightSearch({ adults: 0 }) },
  ],
  [
    'a reprice of an unknown itinerary',
    { path: '/flights/reprice', method: 'POST', body: { itinerary_id: 'fs_nope', currency: 'USD' } },
  ],
  ['a reprice without an itinerary', { path: '/flights/reprice', method: 'POST', body: { currency: 'USD' } }],
  [
    'a hotel search',
    {
      path: '/hotels/data/search-location',
      method: 'POST',
      body: { location: 'Accra', check_in_date: march, check_out_date: addDays(march, 3) },
    },
  ],
  [
    'a hotel search leaving before it arrives',
    {
      path: '/hotels/data/search-location',
      method: 'POST',
      body: { location: 'Accra', check_in_date: march, check_out_date: march },
    },
  ],
  ['a place lookup', { path: '/places/autocomplete', method: 'POST', body: { query: 'logan' } }],
  ['a place lookup of one letter', { path: '/places/autocomplete', method: 'POST', body: { query: 'l' } }],
  [
    'a taxi quote for 9 passengers',
    { path: '/taxi/quote', method: 'POST', body: rideRequest({ passengers: 9 }) },
  ],
  ['the status of an unknown payment', { path: '/payments/status/cs_test_unknown' }],
  ['a path that does not decode', { path: '/payments/status/%ZZ' }],
  ['a body that is not JSON', { path: '/taxi/quote', method: 'POST', rawBody: '{"origin":' }],
  [
    'a body sent as a form',
    {
      path: '/places/autocomplete',
      method: 'POST',
      rawBody: 'query=logan',
      contentType: 'application/x-www-form-urlencoded',
    },
  ],
  [
    'a body over the size cap',
    { path: '/places/autocomplete', method: 'POST', rawBody: JSON.stringify({ query: 'x'.repeat(200_000) }) },
  ],
]

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteQuotes(payload)
})

describe('the fast path beside the REST route', () => {
  it.each(CASES)('should answer %s the same both ways', async (_, call) => {
    const { rest, fast } = await bothWays(call)
    expect(fast).toEqual(rest)
  })

  it('should price the same taxi ride the same both ways, each with its own stored quote', async () => {
    const ride = rideRequest()
    const [rest, fast] = await Promise.all([
      requestQuote(ride),
      callApi('/taxi/quote', { method: 'POST', body: ride, path: 'fast' }),
    ])
    const [restId, fastId] = [rest.json.quote_id, fast.json.quote_id]
    await payload.delete({ collection: 'taxi-quotes', where: { quoteId: { equals: fastId as string } } })
    expect([fast.status, withoutMoments(fast.json), fastId !== restId]).toEqual([
      rest.status,
      withoutMoments(rest.json),
      true,
    ])
  })

  it("should send the cms's security headers on the fast path", async () => {
    const { fastHeaders } = await bothWays({ path: '/health' })
    const sent = Object.fromEntries(securityHeaders.map(({ key }) => [key, fastHeaders.get(key)]))
    expect(sent).toEqual(Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])))
  })

  it.each(['br', 'gzip'])(
    'should compress a flight search for a client taking %s, as Next compressed it, and answer the same',
    async (encoding) => {
      const search = flightSearch()
      const [rest, fast] = await Promise.all([
        callApi('/flights/search', { method: 'POST', body: search, path: 'rest' }),
        rawFastPath('/flights/search', `${encoding}, deflate`, search),
      ])
      expect([fast.status, fast.encoding, fast.vary]).toEqual([200, encoding, 'Accept-Encoding'])
      const decoded = JSON.parse(DECODE[encoding]!(fast.body).toString('utf8'))
      expect(withoutMoments(decoded)).toEqual(withoutMoments(rest.json))
    },
  )

  it('should leave a small answer, or one for a client taking no encoding, uncompressed', async () => {
    const health = await rawFastPath('/health', 'br, gzip')
    const search = await rawFastPath('/flights/search', 'identity', flightSearch())
    expect([health.encoding, JSON.parse(health.body.toString('utf8'))]).toEqual([undefined, { ok: true }])
    expect([search.status, search.encoding, search.vary]).toEqual([200, undefined, 'Accept-Encoding'])
  })

  it('should count one client across both paths: the 21st flight search in a minute is refused', async () => {
    const ip = uniqueIp()
    const searches: number[] = []
    for (let i = 0; i < 21; i++) {
      const { status } = await callApi('/flights/search', {
        method: 'POST',
        body: flightSearch(),
        path: i % 2 ? 'fast' : 'rest',
        ip,
      })
      searches.push(status)
    }
    // Alternating paths: 10 searches on each, then the 21st refused.
    expect([new Set(searches.slice(0, 20)), searches[20]]).toEqual([new Set([200]), 429])
  })
})
