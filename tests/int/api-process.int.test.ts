/**
 * The API process (cms/api-server.ts, issue 33) answers its routes as the contract says: each call of
 * content-schema's API_PROCESS_CONTRACTS gets the status it should, a 2xx answer that the entry's
 * answer schema accepts and an error in the API's error shape; it names itself (X-Served-By: api),
 * sends the cms's security headers, compresses as Next did, answers HEAD as GET, and refuses every
 * other route (the cms's). The other int files of these routes (taxi-quote, flight-search,
 * flight-reprice, hotel-search, payments-checkout, …) reach them through the same server (callApi).
 */
import { request as httpRequest } from 'node:http'
import zlib from 'node:zlib'
import { API_PROCESS_CONTRACTS, patternOf } from '@nexovia/content-schema/api/apiProcess'
import { ZApiError } from '@nexovia/content-schema/api/error'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { securityHeaders } from '../../cms/src/http/securityHeaders.ts'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { apiProcessOrigin } from '../fixtures/apiProcess.ts'
import { addDays, nextOccurrence } from '../fixtures/dates.ts'
import { flightSearch } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteQuotes, rideRequest } from '../fixtures/taxi.ts'

type Call = { path: string; method?: string; body?: unknown; rawBody?: string; contentType?: string | null }

let payload: Payload

const march = nextOccurrence(3, 9)

/** The contract entry a call reaches (the API process answers nothing else). */
const contractOf = ({ path, method = 'GET' }: Call) => {
  const found = API_PROCESS_CONTRACTS.find(
    (contract) => contract.method === method && patternOf(contract.path).test(`/api${path.split('?')[0]}`),
  )
  if (!found) throw new Error(`no contract of the API process for ${method} ${path}`)
  return found
}

/** Whether the answer has the shape the contract gives it: its answer schema for a 2xx, else an API error. */
async function isAsContracted(call: Call, status: number, json: unknown): Promise<boolean> {
  if (status >= 300) return ZApiError.safeParse(json).success
  const answer = contractOf(call).answer
  if (!answer) return true
  return ((await answer()) as z.ZodType).safeParse(json).success
}

// Each call with the status its handler gives it.
const CASES: [string, Call, number][] = [
  ['health', { path: '/health' }, 200],
  ['a flight search', { path: '/flights/search', method: 'POST', body: flightSearch() }, 200],
  [
    'a flight search in French',
    { path: '/flights/search', method: 'POST', body: flightSearch({ locale: 'fr' }) },
    200,
  ],
  [
    'a flight search for no adult',
    { path: '/flights/search', method: 'POST', body: flightSearch({ adults: 0 }) },
    400,
  ],
  [
    'a reprice of an unknown itinerary',
    { path: '/flights/reprice', method: 'POST', body: { itinerary_id: 'fs_nope', currency: 'USD' } },
    404,
  ],
  [
    'a reprice without an itinerary',
    { path: '/flights/reprice', method: 'POST', body: { currency: 'USD' } },
    400,
  ],
  [
    'a hotel search',
    {
      path: '/hotels/data/search-location',
      method: 'POST',
      body: { location: 'Accra', check_in_date: march, check_out_date: addDays(march, 3) },
    },
    200,
  ],
  [
    'a hotel search leaving before it arrives',
    {
      path: '/hotels/data/search-location',
      method: 'POST',
      body: { location: 'Accra', check_in_date: march, check_out_date: march },
    },
    400,
  ],
  ['a place lookup', { path: '/places/autocomplete', method: 'POST', body: { query: 'logan' } }, 200],
  [
    'a place lookup of one letter',
    { path: '/places/autocomplete', method: 'POST', body: { query: 'l' } },
    400,
  ],
  ['a taxi quote', { path: '/taxi/quote', method: 'POST', body: rideRequest() }, 201],
  [
    'a taxi quote for 9 passengers',
    { path: '/taxi/quote', method: 'POST', body: rideRequest({ passengers: 9 }) },
    400,
  ],
  ['the status of an unknown payment', { path: '/payments/status/cs_test_unknown' }, 404],
  ['a path that does not decode', { path: '/payments/status/%ZZ' }, 400],
  ['a body that is not JSON', { path: '/taxi/quote', method: 'POST', rawBody: '{"origin":' }, 400],
  [
    'a body sent as a form',
    {
      path: '/places/autocomplete',
      method: 'POST',
      rawBody: 'query=logan',
      contentType: 'application/x-www-form-urlencoded',
    },
    415,
  ],
  [
    'a body over the size cap',
    { path: '/places/autocomplete', method: 'POST', rawBody: JSON.stringify({ query: 'x'.repeat(200_000) }) },
    413,
  ],
]

type RawAnswer = { status: number; encoding?: string; vary?: string; body: Buffer }

/** A request to the API process over node:http, which (unlike fetch) leaves the body as sent. */
async function rawApi(
  path: string,
  acceptEncoding: string,
  body?: unknown,
  method?: string,
): Promise<RawAnswer> {
  const url = `${await apiProcessOrigin()}/api${path}`
  const json = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: method ?? (json ? 'POST' : 'GET'),
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

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteQuotes(payload)
})

describe('the API process', () => {
  it.each(CASES)('should answer %s as the contract says, naming itself', async (_, call, expected) => {
    const { status, json, headers } = await callApi(call.path, call)
    expect({
      status,
      asContracted: await isAsContracted(call, status, json),
      servedBy: headers.get('x-served-by'),
    }).toEqual({ status: expected, asContracted: true, servedBy: 'api' })
  })

  it('should see an answer that breaks its contract', async () => {
    const call = { path: '/places/autocomplete', method: 'POST' }
    expect(await isAsContracted(call, 200, { results: [{ text: 1 }] })).toBe(false)
    expect(await isAsContracted(call, 400, { error: 'bad' })).toBe(false)
  })

  it("should answer no route of the cms's: a 404 for each, whatever the method", async () => {
    const origin = await apiProcessOrigin()
    const answers = await Promise.all(
      [
        ['GET', '/api/users/me'],
        ['GET', '/api/globals/site-settings'],
        ['POST', '/api/taxi/book'],
        ['GET', '/api/taxi/quote'],
        ['POST', '/api/health'],
      ].map(([method, path]) => fetch(`${origin}${path}`, { method }).then((answer) => answer.status)),
    )
    expect(answers).toEqual([404, 404, 404, 404, 404])
  })

  it("should send the cms's security headers", async () => {
    const { headers } = await callApi('/health')
    const sent = Object.fromEntries(securityHeaders.map(({ key }) => [key, headers.get(key)]))
    expect(sent).toEqual(Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])))
  })

  it('should answer HEAD as GET without a body', async () => {
    const head = await rawApi('/health', 'br', undefined, 'HEAD')
    expect([head.status, head.body.length]).toEqual([200, 0])
  })

  it.each(['br', 'gzip'])(
    'should compress a flight search for a client taking %s, as Next compressed it',
    async (encoding) => {
      const sent = await rawApi('/flights/search', `${encoding}, deflate`, flightSearch())
      expect([sent.status, sent.encoding, sent.vary]).toEqual([200, encoding, 'Accept-Encoding'])
      const decoded = JSON.parse(DECODE[encoding]!(sent.body).toString('utf8'))
      expect(await isAsContracted({ path: '/flights/search', method: 'POST' }, 200, decoded)).toBe(true)
    },
  )

  it('should leave a small answer, or one for a client taking no encoding, uncompressed', async () => {
    const health = await rawApi('/health', 'br, gzip')
    const search = await rawApi('/flights/search', 'identity', flightSearch())
    expect([health.encoding, JSON.parse(health.body.toString('utf8'))]).toEqual([undefined, { ok: true }])
    expect([search.status, search.encoding, search.vary]).toEqual([200, undefined, 'Accept-Encoding'])
  })

  it('should count a client by the address the site vouches for: the 41st flight search in a minute is refused (the budget of issue 40)', async () => {
    const ip = uniqueIp()
    const searches: number[] = []
    for (let i = 0; i < 41; i++)
      searches.push((await callApi('/flights/search', { method: 'POST', body: flightSearch(), ip })).status)
    expect([new Set(searches.slice(0, 40)), searches[40]]).toEqual([new Set([200]), 429])
  })
})
