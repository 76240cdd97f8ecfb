import { API } from '@nexovia/content-schema/api/endpoints'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callEndpoint } from './callEndpoint'

/** The browser's fetch, answering as the cms would through the site's /api. */
function answerWith(status: number, body: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: String(init.method),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    return Response.json(body, { status })
  })
  return calls
}

afterEach(() => vi.unstubAllGlobals())

describe('callEndpoint', () => {
  it("should call the contract's method and path, with the body", async () => {
    const calls = answerWith(200, { id: 3, status: 'contacted' })
    await callEndpoint(API.updateConciergeRequest, { params: { id: 3 }, body: { status: 'contacted' } })
    expect(calls).toEqual([
      { url: '/api/concierge/requests/3', method: 'PUT', body: { status: 'contacted' } },
    ])
  })

  it('should give the checked answer', async () => {
    answerWith(200, { results: [] })
    const answer = await callEndpoint(API.placesAutocomplete, { body: { query: 'Plateau' } })
    expect(answer).toMatchObject({ ok: true, data: { results: [] } })
  })

  it('should count a 2xx answer of another shape as a failure, never as data', async () => {
    answerWith(200, { checkout: 'https://pay.example/x' })
    const answer = await callEndpoint(API.flightCheckout, { body: {} as never })
    expect(answer).toMatchObject({ ok: false, status: 200, message: 'errors.generic' })
    expect(answer.data).toBeUndefined()
  })

  it("should keep a refusal's message and field errors", async () => {
    answerWith(400, { message: 'errors.invalidInput', fieldErrors: { email: 'validation.emailInvalid' } })
    const answer = await callEndpoint(API.submitConcierge, { body: {} as never })
    expect(answer).toMatchObject({
      ok: false,
      status: 400,
      message: 'errors.invalidInput',
      fieldErrors: { email: 'validation.emailInvalid' },
    })
  })

  it("should read an answer with the contract's schema, zod/mini", async () => {
    const reprice = {
      itinerary_id: 'fo_1',
      price_total: 84_500,
      currency: 'USD',
      price_fetched_at: '2026-12-01T10:00:00Z',
    }
    answerWith(200, reprice)
    const answer = await callEndpoint(API.repriceFlight, { body: { itinerary_id: 'fo_1' } })
    expect(answer).toMatchObject({ ok: true, data: reprice })
  })

  it('should count a malformed answer as a failure: a price that is not whole minor units', async () => {
    answerWith(200, { itinerary_id: 'fo_1', price_total: 845.5, currency: 'USD', price_fetched_at: 'now' })
    const answer = await callEndpoint(API.repriceFlight, { body: { itinerary_id: 'fo_1' } })
    expect(answer).toMatchObject({ ok: false, status: 200, message: 'errors.generic' })
  })

  it('should give no data for an endpoint that answers none', async () => {
    answerWith(200, { message: 'ok' })
    const answer = await callEndpoint(API.logout)
    expect(answer).toMatchObject({ ok: true, data: undefined })
  })
})
