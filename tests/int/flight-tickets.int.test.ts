/**
 * A paid flight booking's ticketing (issue 31): one `flight-tickets` record per booking, waiting for
 * tickets from its payment, whatever the number of deliveries of the payment event.
 */

import { TICKETING_PREFIXES, type TTravellerTickets } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { unfoldCalendar } from '../fixtures/calendar.ts'
import { deleteOffers } from '../fixtures/flights.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { paidFlight } from '../fixtures/paidFlight.ts'
import { testPayload } from '../fixtures/payload.ts'
import { completeCheckout, deleteBookings, flightOfBooking } from '../fixtures/payments.ts'
import { signedInTraveller } from '../fixtures/signedInTraveller.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'

let payload: Payload
const emails: string[] = []
const offerIds: string[] = []
const travellerIds: number[] = []

const ticketsOf = async (bookingId: number) =>
  (await payload.find({ collection: 'flight-tickets', where: { booking: { equals: bookingId } }, depth: 0 }))
    .docs

const buy = async (locale: 'en' | 'fr' = 'en') => {
  const email = `tickets-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const paid = await paidFlight(payload, { email, locale })
  offerIds.push(paid.itinerary.itinerary_id)
  return paid.booking
}

/** The booking's tickets as /manage-booking reads them, in the page's language. */
const lookedUpTickets = async (
  booking: { reference?: string | null; email: string },
  locale: 'en' | 'fr',
) => {
  const { json } = await callApi('/bookings/lookup', {
    method: 'POST',
    body: { reference: booking.reference, email: booking.email, locale },
    ip: uniqueIp(),
  })
  return (json.booking as { tickets: TTravellerTickets }).tickets
}

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await deleteBookings(payload, emails)
  if (travellerIds.length)
    await payload.delete({ collection: 'users', where: { id: { in: travellerIds.splice(0) } } })
  await deleteOffers(payload, offerIds)
})

describe('a paid flight booking', () => {
  it('should wait for its tickets at the desk once paid', async () => {
    const booking = await buy()
    const tickets = await ticketsOf(booking.id)
    expect(tickets.map(({ state, source, pnr }) => ({ state, source, pnr }))).toEqual([
      { state: 'waiting', source: 'desk', pnr: null },
    ])
  })

  it('should keep one ticketing record when the payment event comes again', async () => {
    const booking = await buy()
    await completeCheckout(payload, booking.checkoutSessionId!)
    expect((await ticketsOf(booking.id)).length).toBe(1)
  })

  it('should keep its ticketing record from visitors and travellers, even their own', async () => {
    const booking = await buy()
    const traveller = await signedInTraveller(payload, travellerIds)
    await payload.update({ collection: 'bookings', id: booking.id, data: { user: traveller.id } })
    const path = `/flight-tickets?where[booking][equals]=${booking.id}`
    const answers = await Promise.all([callApi(path), callApi(path, { cookie: traveller.cookie })])
    expect(answers.map((answer) => answer.status)).toEqual([403, 403])
  })

  it('should take its ticketing record with it when deleted', async () => {
    const booking = await buy()
    await deleteBookings(payload, [booking.email])
    expect(await ticketsOf(booking.id)).toEqual([])
  })
})

describe("a paid flight's tickets on manage-booking", () => {
  it('should say ticketing usually takes the hours of the site settings, in the mail too', async () => {
    const booking = await buy('fr')
    const tickets = await lookedUpTickets(booking, 'fr')
    const mail = await waitForMail(process.env.MAIL_API_URL!, booking.email)
    expect([tickets.state, tickets.hours, tickets.pnr, tickets.e_tickets, tickets.fare.length > 0]).toEqual([
      'waiting',
      24,
      null,
      [],
      true,
    ])
    expect(mail.text).toContain('Émission des billets\u00a0: en général sous 24 heures.')
  })

  it('should show the PNR, the e-ticket, the check-in page and the calendar once the desk ticketed it', async () => {
    const booking = await buy()
    const admin = await signInStaff(payload, 'admin')
    const kept = (await flightOfBooking(payload, booking.id))?.itinerary
    const carrier = (kept as { segments: { carrier: string }[] }).segments[0]!.carrier
    const number = `${TICKETING_PREFIXES[carrier] ?? '000'}1234567890`
    await callConsole(`/admin/flight-tickets/${booking.id}`, {
      method: 'PUT',
      body: { pnr: 'Q7ZK2X', e_tickets: [number] },
      cookie: admin.cookie,
    })
    await admin.remove()
    const tickets = await lookedUpTickets(booking, 'en')
    expect([
      tickets.state,
      tickets.pnr,
      tickets.e_tickets,
      tickets.check_in?.url.startsWith('https://'),
      /\(PNR\)\s*: Q7ZK2X/.test(unfoldCalendar(tickets.calendar)),
    ]).toEqual(['ticketed', 'Q7ZK2X', [{ name: 'Abena PassportsurnameA', number }], true, true])
  })

  it("should show the same tickets in the traveller's account", async () => {
    const booking = await buy()
    const traveller = await signedInTraveller(payload, travellerIds)
    await payload.update({ collection: 'bookings', id: booking.id, data: { user: traveller.id } })
    const { json } = await callApi('/account/bookings?locale=en', { cookie: traveller.cookie })
    const [listed] = json.docs as { tickets: TTravellerTickets | null }[]
    expect([listed?.tickets?.state, listed?.tickets?.hours]).toEqual(['waiting', 24])
  })

  it('should say the tickets are cancelled once the traveller cancelled under the 24-hour rule', async () => {
    const booking = await buy()
    await callApi('/bookings/lookup/cancel', {
      method: 'POST',
      body: { reference: booking.reference, email: booking.email },
      ip: uniqueIp(),
    })
    const tickets = await lookedUpTickets(booking, 'en')
    expect([tickets.state, tickets.pnr]).toEqual(['cancelled', null])
  })
})
