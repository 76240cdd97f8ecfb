/** The place lookups with Mapbox configured: the real SDK against a local double of Mapbox's API. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { MAPBOX_TEST_TOKEN, startMapboxDouble } from '../fixtures/mapboxDouble.ts'
import { testPayload } from '../fixtures/payload.ts'
import { requestQuote, rideRequest } from '../fixtures/taxi.ts'

let double: Awaited<ReturnType<typeof startMapboxDouble>>

const lookup = (path: string, query: string, limit = 3) =>
  callApi(`/places/${path}`, { method: 'POST', body: { query, limit } })

const sourcesOf = (results: unknown) => (results as { source: string }[]).map((place) => place.source)

beforeAll(async () => {
  await testPayload()
  double = await startMapboxDouble()
  process.env.MAPBOX_TOKEN = MAPBOX_TEST_TOKEN
  process.env.MAPBOX_ORIGIN = double.origin
})

afterEach(() => {
  double.setMode('ok')
  double.requests.length = 0
})

afterAll(async () => {
  delete process.env.MAPBOX_TOKEN
  delete process.env.MAPBOX_ORIGIN
  await double.stop()
})

describe('POST /api/places/autocomplete with MAPBOX_TOKEN', () => {
  it('should put up to 3 Mapbox results after the local ones', async () => {
    const { json } = await lookup('autocomplete', 'kotoka')
    expect(sourcesOf(json.results)).toEqual(['local', 'remote', 'remote', 'remote'])
  })

  it('should answer Mapbox results in the same shape with their zone', async () => {
    const { json } = await lookup('autocomplete', 'oxford street osu')
    expect((json.results as unknown[])[0]).toEqual({
      place_name: '12 Oxford Street, Osu, Accra, Ghana',
      text: 'Oxford Street',
      center: [-0.1817, 5.5566],
      relevance: 0.97,
      zone: 'west-africa',
      source: 'remote',
    })
  })

  it('should ask Mapbox for 3 results with the token', async () => {
    await lookup('autocomplete', 'osu')
    const [request] = double.requests
    expect([
      request?.pathname,
      request?.searchParams.get('limit'),
      request?.searchParams.get('access_token'),
    ]).toEqual(['/geocoding/v5/mapbox.places/osu.json', '3', MAPBOX_TEST_TOKEN])
  })

  it('should ask Mapbox once when two travellers type the same place', async () => {
    await lookup('autocomplete', 'labone')
    await lookup('autocomplete', 'Labone ')
    expect(double.requests.length).toBe(1)
  })

  it('should ask Mapbox again after it failed', async () => {
    double.setMode('error')
    await lookup('autocomplete', 'cantonments')
    double.setMode('ok')
    const { json } = await lookup('autocomplete', 'cantonments')
    expect(sourcesOf(json.results)).toContain('remote')
  })

  it('should fall back to the local results when Mapbox fails', async () => {
    double.setMode('error')
    const { status, json } = await lookup('autocomplete', 'kotoka international')
    expect([status, sourcesOf(json.results)]).toEqual([200, ['local']])
  })

  it('should fall back to the local results when Mapbox is too slow', async () => {
    double.setMode('slow')
    const { status, json } = await lookup('autocomplete', 'kotoka airport')
    expect([status, sourcesOf(json.results)]).toEqual([200, ['local']])
  })
})

describe('POST /api/places/forward with MAPBOX_TOKEN', () => {
  it("should resolve the typed address through Mapbox's best match", async () => {
    const { json } = await lookup('forward', '12 Oxford Street, Osu', 1)
    expect((json.results as { center: number[] }[]).map((place) => place.center)).toEqual([[-0.1817, 5.5566]])
  })

  it('should fall back to a local place when Mapbox fails', async () => {
    double.setMode('error')
    const { json } = await lookup('forward', 'Kotoka International', 1)
    expect(sourcesOf(json.results)).toEqual(['local'])
  })
})

describe('POST /api/taxi/quote with MAPBOX_TOKEN', () => {
  it('should refuse a client past its limit before asking Mapbox of a place the local list does not know', async () => {
    const ip = uniqueIp()
    // Kotoka is local; the Osu address is confirmed by Mapbox (the double's answer), so each quote asks it.
    const osu = { address: '12 Oxford Street, Osu', lat: 5.5566, lng: -0.1817 }
    const ride = rideRequest({
      origin: { address: 'Kotoka International Airport', lat: 5.6052, lng: -0.1668 },
      destination: osu,
    })
    for (let attempt = 0; attempt < 60; attempt += 1) await requestQuote(ride, ip)
    const asked = double.requests.length
    // Another address (not in the cms's memory of Mapbox's answers), which Mapbox would be asked of.
    const { status } = await requestQuote(
      { ...ride, destination: { ...osu, address: '14 Oxford Street, Osu' } },
      ip,
    )
    expect([asked > 0, status, double.requests.length - asked]).toEqual([true, 429, 0])
  })
})
