/** POST /api/flights/leads/flight: stored in flight-leads and mailed to the team with the quoted itinerary. */
import type { TFlightSearchResponse } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { deleteOffers, flightSearch } from '../fixtures/flights.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
const emails: string[] = []
const offerIds: string[] = []

const lead = (overrides: Record<string, unknown> = {}) => {
  const email = `lead-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return {
    name: 'Kwame Mensah',
    email,
    phone: '+1 617 555 0142',
    notes: 'Two checked bags each.',
    locale: 'fr',
    ...overrides,
  }
}

const submit = (body: unknown, ip = uniqueIp()) =>
  callApi('/flights/leads/flight', {
    method: 'POST',
    ...(typeof body === 'string' ? { rawBody: body } : { body }),
    ip,
  })

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await payload.delete({ collection: 'flight-leads', where: { email: { in: emails.splice(0) } } })
  await deleteOffers(payload, offerIds)
})

describe('POST /api/flights/leads/flight', () => {
  it('should answer 201 with the success message keys', async () => {
    const { status, json } = await submit(lead())
    expect([status, json.message, json.note]).toEqual([201, 'flights.lead.success', 'flights.lead.priceNote'])
  })

  it('should store a new lead with no_itinerary when none was chosen', async () => {
    const body = lead()
    await submit(body)
    const { docs } = await payload.find({
      collection: 'flight-leads',
      where: { email: { equals: body.email } },
    })
    expect(docs.map(({ itineraryId, status, locale }) => ({ itineraryId, status, locale }))).toEqual([
      { itineraryId: 'no_itinerary', status: 'new', locale: 'fr' },
    ])
  })

  it('should mail the team the itinerary the server quoted', async () => {
    const { json } = await callApi('/flights/search', { method: 'POST', body: flightSearch() })
    const [itinerary] = (json as unknown as TFlightSearchResponse).itineraries
    offerIds.push(...(json as unknown as TFlightSearchResponse).itineraries.map((item) => item.itinerary_id))
    const body = lead({
      itinerary_id: itinerary!.itinerary_id,
      name: `Lead ${crypto.randomUUID().slice(0, 6)}`,
    })
    await submit(body)
    const { email } = await payload.findGlobal({ slug: 'site-settings' })
    const mail = await waitForMail(process.env.MAIL_API_URL!, email, new RegExp(body.name as string))
    expect([mail.subject, mail.text.includes(itinerary!.segments[0]!.flight_number)]).toEqual([
      `New flight lead from ${body.name}`,
      true,
    ])
  })

  it.each([
    ['name', { name: ' ' }, 'validation.nameRequired'],
    ['email', { email: '' }, 'validation.emailRequired'],
    ['email', { email: 'not-an-address' }, 'validation.validEmail'],
    ['notes', { notes: 'x'.repeat(5001) }, 'validation.tooLong'],
  ])('should answer 400 with a field error when %s is %j', async (field, overrides, message) => {
    const { status, json } = await submit(lead(overrides))
    expect([status, (json.fieldErrors as Record<string, string>)[field]]).toEqual([400, message])
  })

  it('should store nothing for an invalid lead', async () => {
    const body = lead({ name: '' })
    await submit(body)
    const { totalDocs } = await payload.count({
      collection: 'flight-leads',
      where: { email: { equals: body.email } },
    })
    expect(totalDocs).toBe(0)
  })

  it('should answer 413 to an oversized body', async () => {
    expect((await submit(lead({ notes: 'x'.repeat(30_000) }))).status).toBe(413)
  })

  it('should answer 429 once a client has sent five leads in ten minutes', async () => {
    const ip = uniqueIp()
    for (let attempt = 0; attempt < 5; attempt += 1) await submit({}, ip)
    const { status } = await submit(lead(), ip)
    expect(status).toBe(429)
  })
})
