/**
 * The ticketing desk (issue 31): staff list the paid flight bookings waiting for tickets, oldest
 * payment first, and enter each one's PNR and one e-ticket per passenger (13 digits, the airline's
 * prefix), which tickets the booking and mails its traveller once. Administrators only.
 */
import { TICKETING_PREFIXES, type TTicketingDeskItem } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteOffers } from '../fixtures/flights.ts'
import { mailsTo, waitForMail } from '../fixtures/mailCatcher.ts'
import { paidFlight } from '../fixtures/paidFlight.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings } from '../fixtures/payments.ts'
import { callConsole, signInStaff, signInTraveller } from '../fixtures/staffApi.ts'

let payload: Payload
const emails: string[] = []
const offerIds: string[] = []
const cleanups: (() => Promise<unknown>)[] = []
let adminCookie: string

const DESK = '/admin/flight-tickets'

const buy = async (passengers = 2) => {
  const email = `desk-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const paid = await paidFlight(payload, { email, passengers })
  offerIds.push(paid.itinerary.itinerary_id)
  const carrier = paid.itinerary.segments[0]!.carrier
  return { ...paid.booking, email, prefix: TICKETING_PREFIXES[carrier] ?? '000' }
}

/** One e-ticket number per passenger, of the airline's prefix. */
const numbersOf = (prefix: string, count: number, start = 1_000_000) =>
  Array.from({ length: count }, (_, index) => `${prefix}${String(start + index).padStart(10, '0')}`)

const desk = async () =>
  (await callConsole(DESK, { cookie: adminCookie })).json.bookings as TTicketingDeskItem[]

const save = (bookingId: number, body: unknown) =>
  callConsole(`${DESK}/${bookingId}`, { method: 'PUT', body, cookie: adminCookie })

beforeAll(async () => {
  payload = await testPayload()
  const admin = await signInStaff(payload, 'admin')
  adminCookie = admin.cookie!
  cleanups.push(admin.remove)
})

afterAll(async () => {
  await deleteBookings(payload, emails)
  await deleteOffers(payload, offerIds)
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

describe('the ticketing desk', () => {
  it('should refuse a visitor (401), a traveller and an editor (403)', async () => {
    const traveller = await signInTraveller(payload)
    const editor = await signInStaff(payload, 'editor')
    cleanups.push(traveller.remove, editor.remove)
    const statuses = await Promise.all(
      [undefined, traveller.cookie, editor.cookie].flatMap((cookie) => [
        callConsole(DESK, { cookie }).then((answer) => answer.status),
        callConsole(`${DESK}/1`, { method: 'PUT', body: {}, cookie }).then((answer) => answer.status),
      ]),
    )
    expect(statuses).toEqual([401, 401, 403, 403, 403, 403])
  })

  it('should list waiting bookings oldest payment first, with the passengers and the airline', async () => {
    const newer = await buy()
    const older = await buy()
    await payload.update({
      collection: 'bookings',
      id: older.id,
      data: { paidAt: new Date(Date.now() - 30 * 3_600_000).toISOString() },
    })
    const listed = (await desk()).filter((item) => [newer.id, older.id].includes(Number(item.booking_id)))
    expect(listed.map((item) => [item.reference, item.passengers.length, item.journeys.length])).toEqual([
      [older.reference, 2, 1],
      [newer.reference, 2, 1],
    ])
  })

  it('should give each journey its departure as an instant with its airport’s zone, not a machine’s wall text (issue 42)', async () => {
    const booking = await buy()
    const [journey] = (await desk()).find((item) => Number(item.booking_id) === booking.id)?.journeys ?? []
    expect([
      typeof journey,
      /^[A-Z0-9]{2} \d+( \+ [A-Z0-9]{2} \d+)* [A-Z]{3} → [A-Z]{3}$/.test(String(journey?.flights)),
      Number.isNaN(Date.parse(String(journey?.departs_at))),
      String(journey?.time_zone).includes('/'),
    ]).toEqual(['object', true, false, true])
  })

  it('should refuse a short PNR and a number of the wrong length, naming each field', async () => {
    const booking = await buy()
    const { status, json } = await save(booking.id, {
      pnr: 'AB1',
      e_tickets: [numbersOf(booking.prefix, 1)[0], '12345'],
    })
    expect([status, json.fieldErrors]).toEqual([
      400,
      { pnr: 'validation.pnrInvalid', 'e_tickets.1': 'validation.eTicketInvalid' },
    ])
  })

  it("should refuse one e-ticket for two passengers and another airline's prefix", async () => {
    const booking = await buy()
    const otherPrefix = booking.prefix === '057' ? '006' : '057'
    const tooFew = await save(booking.id, { pnr: 'ABC123', e_tickets: numbersOf(booking.prefix, 1) })
    const wrongAirline = await save(booking.id, {
      pnr: 'ABC123',
      e_tickets: [numbersOf(booking.prefix, 1)[0], numbersOf(otherPrefix, 1, 2_000_000)[0]],
    })
    expect([tooFew.json.fieldErrors, wrongAirline.json.fieldErrors]).toEqual([
      { e_tickets: 'validation.eTicketsCount' },
      { 'e_tickets.1': 'validation.eTicketPrefix' },
    ])
  })

  it('should ticket the booking, take it off the desk and mail the traveller the PNR', async () => {
    const booking = await buy()
    const numbers = numbersOf(booking.prefix, 2, 3_000_000)
    const { status, json } = await save(booking.id, { pnr: 'k7 q2zx', e_tickets: numbers })
    const mail = await waitForMail(process.env.MAIL_API_URL!, booking.email, /PNR K7Q2ZX/)
    expect([
      status,
      json.state,
      json.e_tickets,
      (await desk()).some((item) => item.booking_id === booking.id),
      numbers.every((number) => mail.text.includes(number)),
    ]).toEqual([200, 'ticketed', numbers, false, true])
  })

  it('should answer the same save again without a second mail, and refuse other tickets', async () => {
    const booking = await buy()
    const body = { pnr: 'ZX9Q2K', e_tickets: numbersOf(booking.prefix, 2, 4_000_000) }
    await save(booking.id, body)
    await waitForMail(process.env.MAIL_API_URL!, booking.email, /ZX9Q2K/)
    const again = await save(booking.id, body)
    const other = await save(booking.id, { ...body, pnr: 'OTHER1' })
    const mails = await mailsTo(process.env.MAIL_API_URL!, booking.email)
    expect([
      again.status,
      other.status,
      mails.filter((mail) => mail.subject.includes('ZX9Q2K')).length,
    ]).toEqual([200, 409, 1])
  })
})
