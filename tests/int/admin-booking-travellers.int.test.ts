/**
 * Staff see a booking's passengers in the site's console (issue 18): GET /api/admin/bookings lists
 * bookings without passenger data, GET /api/admin/bookings/:id/travellers gives the passports, to
 * administrators only. A guest, the booking's own traveller, another traveller and an editor are
 * refused with no passenger data in the answer, and no passenger detail reaches the logs.
 */
import { Writable } from 'node:stream'
import type { TFlightSearchResponse } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions } from '../../cms/src/logger.ts'
import { callApi } from '../fixtures/api.ts'
import { deleteOffers, flightSearch } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, deleteBookings, startCheckout, TEST_CARD, travellersOf } from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'
import { callConsole, signInStaff, signInTraveller } from '../fixtures/staffApi.ts'

let payload: Payload
let originalLogger: Payload['logger']
const logged: string[] = []
const emails: string[] = []
const offerIds: string[] = []
const cleanups: (() => Promise<unknown>)[] = []
const cookies: Record<string, string | undefined> = {}
let booking: { id: number; reference: string }

/** What no refused answer and no log line may carry: a passport number, a surname. */
const PASSENGER_DETAILS = ['G07340000', 'G07340001', 'PassportsurnameA', 'PassportsurnameB']
const carriesPassengerData = (text: string) => PASSENGER_DETAILS.some((detail) => text.includes(detail))

/** A paid round trip for two passengers, booked signed in by `owner`. */
async function paidFlight(owner: { cookie: string; email: string }) {
  const body = flightSearch({
    adults: 2,
    returnDate: new Date(Date.now() + 44 * 86_400_000).toISOString().slice(0, 10),
  })
  const { json } = await callApi('/flights/search', { method: 'POST', body })
  const itinerary = (json as unknown as TFlightSearchResponse).itineraries[0]!
  offerIds.push(itinerary.itinerary_id)
  const { sessionId } = await startCheckout(
    'flight',
    { itinerary_id: itinerary.itinerary_id, passengers: 2, ...travellersOf(2) },
    owner.cookie,
  )
  await callApi(`/payments/test-checkout/${sessionId}/pay`, { method: 'POST', body: TEST_CARD })
  const paid = await bookingOf(payload, sessionId)
  return { id: paid.id, reference: paid.reference! }
}

beforeAll(async () => {
  payload = await testPayload()
  originalLogger = payload.logger
  const capture = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk))
      done()
    },
  })
  // The cms's own logger options, writing to memory at every level: what an operator would read.
  payload.logger = pino({ ...loggerOptions, level: 'trace' }, capture)
  const [owner, other, editor, admin] = await Promise.all([
    signInTraveller(payload),
    signInTraveller(payload),
    signInStaff(payload, 'editor'),
    signInStaff(payload, 'admin'),
  ])
  cleanups.push(owner.remove, other.remove, editor.remove, admin.remove)
  emails.push(owner.email)
  Object.assign(cookies, {
    owner: owner.cookie,
    other: other.cookie,
    editor: editor.cookie,
    admin: admin.cookie,
  })
  booking = await paidFlight({ cookie: owner.cookie!, email: owner.email })
})

afterAll(async () => {
  payload.logger = originalLogger
  await deleteBookings(payload, emails)
  await deleteOffers(payload, offerIds)
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe("an administrator reading a booking's passengers", () => {
  it('should answer every passenger as in the passport, with the contact', async () => {
    const answer = await callConsole(`/admin/bookings/${booking.id}/travellers`, { cookie: cookies.admin })
    expect([answer.status, answer.headers.get('cache-control'), answer.json]).toEqual([
      200,
      'private, no-store',
      {
        bookingId: booking.id,
        contactEmail: 'contact@example.com',
        contactPhone: '+233 24 000 0000',
        passengers: [
          expect.objectContaining({
            title: 'ms',
            givenNames: 'Abena',
            surname: 'PassportsurnameA',
            birthDate: '1988-03-14',
            nationality: 'GH',
            passportNumber: 'G07340000',
          }),
          expect.objectContaining({ givenNames: 'Kwame', passportNumber: 'G07340001' }),
        ],
      },
    ])
  })

  it('should find the booking in the list by its reference, without passenger data', async () => {
    const answer = await callConsole(`/admin/bookings?search=${booking.reference}`, { cookie: cookies.admin })
    const rows = answer.json.bookings as { id: number; passengers: number | null }[]
    expect([
      answer.status,
      rows.map((row) => [row.id, row.passengers]),
      carriesPassengerData(answer.text),
    ]).toEqual([200, [[booking.id, 2]], false])
  })

  it('should answer 404 for a booking that does not exist', async () => {
    const answer = await callConsole('/admin/bookings/2147483000/travellers', { cookie: cookies.admin })
    expect(answer.status).toBe(404)
  })

  it('should answer hostile ids and searches with a 4xx or an empty page, never a 5xx', async () => {
    const paths = [
      '/admin/bookings/abc%00/travellers',
      `/admin/bookings/${'9'.repeat(40)}/travellers`,
      "/admin/bookings/1'%20OR%201=1/travellers",
      '/admin/bookings?search=a%00b',
      `/admin/bookings?search=${'x'.repeat(5000)}`,
      '/admin/bookings?status=lost&skip=-1',
    ]
    const statuses = await Promise.all(
      paths.map((path) => callConsole(path, { cookie: cookies.admin }).then((answer) => answer.status)),
    )
    expect(statuses.map((status) => status < 500 && status !== 401 && status !== 403)).toEqual(
      paths.map(() => true),
    )
  })

  it('should answer an empty list of passengers for a booking made without any', async () => {
    const bare = await payload.create({
      collection: 'bookings',
      data: { ...samples.bookings(), email: emails[0]!, type: 'hotel' },
    })
    const answer = await callConsole(`/admin/bookings/${bare.id}/travellers`, { cookie: cookies.admin })
    expect([answer.status, answer.json.passengers, answer.json.contactEmail]).toEqual([200, [], null])
  })
})

describe('anyone else asking for the passengers', () => {
  const REFUSED = [
    ['a guest', undefined, 401],
    ["the booking's own traveller", 'owner', 403],
    ['another traveller', 'other', 403],
    ['an editor', 'editor', 403],
  ] as const

  it.each(REFUSED)('should refuse %s and answer no passenger data', async (_who, role, status) => {
    const cookie = role ? cookies[role] : undefined
    const [travellers, list] = await Promise.all([
      callConsole(`/admin/bookings/${booking.id}/travellers`, { cookie }),
      callConsole('/admin/bookings', { cookie }),
    ])
    expect([travellers.status, list.status, carriesPassengerData(travellers.text + list.text)]).toEqual([
      status,
      status,
      false,
    ])
  })
})

describe('the logs', () => {
  it('should carry no passport number and no surname after the checkout and every read', async () => {
    await callConsole(`/admin/bookings/${booking.id}/travellers`, { cookie: cookies.admin })
    await callConsole(`/admin/bookings/${booking.id}/travellers`, { cookie: cookies.other })
    expect(carriesPassengerData(logged.join('\n'))).toBe(false)
  })
})
