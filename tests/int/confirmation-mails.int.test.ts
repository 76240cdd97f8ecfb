/**
 * Mails people read (issue 31, item 6): the confirmation of a flight, a stay and a ride arrives in
 * the test SMTP server with a text part, an HTML part in the Nexovia layout and a calendar file
 * (.ics) of the trip; in French, the dates and times as a French reader writes them.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mailConfirmation } from '../../cms/src/services/payments/confirmation/confirmationDelivery.ts'
import { flightSegment } from '../fixtures/flights.ts'
import { type CaughtMail, waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings, paidBooking, paidFlightBooking, paidStayBooking } from '../fixtures/payments.ts'
import { deleteRides, linkRide, paidRide } from '../fixtures/taxi.ts'

let payload: Payload
const emails: string[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await deleteRides(payload, [...emails])
  await deleteBookings(payload, emails)
})

const segment = flightSegment

/** New York to Accra on Tuesday, December 15, 2026 at 8:35 PM, back from Accra on the 29th. */
const roundTrip = {
  segments: [segment('JFK', 'ACC', '2026-12-15T20:35:00-05:00', '2026-12-16T11:15:00+00:00', 'DL 111')],
  return_segments: [
    segment('ACC', 'JFK', '2026-12-29T22:45:00+00:00', '2026-12-30T05:10:00-05:00', 'DL 112'),
  ],
}

/** Confirms a stored booking (a stay with its record beside it) the way the payment does (same function), and reads what arrived. */
async function confirmationOf(data: Record<string, unknown>, stay?: { hotel: number }): Promise<CaughtMail> {
  const email = `confirm-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const { id } = stay
    ? await paidStayBooking(payload, email, stay, data)
    : await paidBooking(payload, email, data)
  await mailConfirmation(payload, await payload.findByID({ collection: 'bookings', id, depth: 0 }))
  return waitForMail(process.env.MAIL_API_URL!, email)
}

/** The confirmation mail of a paid flight booking kept as its checkout keeps it (booking-flights). */
async function flightConfirmationOf(
  locale: 'en' | 'fr',
  itinerary: Record<string, unknown>,
): Promise<CaughtMail> {
  const email = `confirm-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const { id } = await paidFlightBooking(payload, email, { itinerary }, { locale })
  await mailConfirmation(payload, await payload.findByID({ collection: 'bookings', id, depth: 0 }))
  return waitForMail(process.env.MAIL_API_URL!, email)
}

/** The calendar's events, unfolded (RFC 5545 folds long lines at 75 octets). */
const eventsOf = (mail: CaughtMail) => {
  const calendar = mail.attachments.find((file) => file.filename.endsWith('.ics'))?.content ?? ''
  return calendar
    .replace(/\r?\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((event) => ({
      start: /^DTSTART:(\d{8}T\d{6}Z)$/m.exec(event)?.[1],
      end: /^DTEND:(\d{8}T\d{6}Z)$/m.exec(event)?.[1],
      summary: /^SUMMARY:(.*)$/m.exec(event)?.[1],
      closed: event.includes('END:VEVENT'),
    }))
}

describe('the confirmation mail of a flight', () => {
  it('should carry a text part, an HTML part in the layout and one calendar event per flight', async () => {
    const mail = await flightConfirmationOf('en', roundTrip)
    expect({
      text: mail.text.includes('DL 111'),
      html: [mail.html.startsWith('<!DOCTYPE'), mail.html.includes('Nexovia'), mail.html.includes('DL 111')],
      events: eventsOf(mail),
    }).toEqual({
      text: true,
      html: [true, true, true],
      events: [
        {
          start: '20261216T013500Z',
          end: '20261216T111500Z',
          summary: 'Flight DL 111: New York → Accra',
          closed: true,
        },
        {
          start: '20261229T224500Z',
          end: '20261230T101000Z',
          summary: 'Flight DL 112: Accra → New York',
          closed: true,
        },
      ],
    })
  })

  it('should write the dates and times in French with the zone named', async () => {
    const mail = await flightConfirmationOf('fr', roundTrip)
    const departure = /mardi 15 décembre 2026, 20\sh\s35 \(heure de New York\)/
    expect([
      departure.test(mail.text),
      departure.test(mail.html),
      mail.html.includes('lang="fr-FR"'),
    ]).toEqual([true, true, true])
  })
})

describe('the confirmation mail of a stay', () => {
  it('should name the hotel check-in and check-out times and put the stay in the calendar', async () => {
    const { docs } = await payload.find({
      collection: 'hotels',
      where: { city: { equals: 'Abidjan' } },
      limit: 1,
    })
    const hotel = docs[0]!
    const mail = await confirmationOf(
      { type: 'hotel', departureDate: '2026-12-26T00:00:00.000Z', returnDate: '2026-12-29T00:00:00.000Z' },
      { hotel: hotel.id },
    )
    const [hours, minutes] = hotel.checkInTime.split(':').map(Number)
    expect({
      checkIn: mail.text.includes('Check-in: Saturday, December 26, 2026, from'),
      html: mail.html.includes(hotel.name),
      events: eventsOf(mail).map((event) => event.start),
    }).toEqual({
      checkIn: true,
      html: true,
      // Abidjan keeps UTC all year: the hotel's own check-in time is the instant in UTC.
      events: [`20261226T${String(hours).padStart(2, '0')}${String(minutes).padStart(2, '0')}00Z`],
    })
  })
})

describe('the confirmation mail of a ride', () => {
  it('should show the pick-up with its zone and put it in the calendar', async () => {
    const email = `ride-${crypto.randomUUID()}@example.com`
    const ride = await paidRide(payload, '2026-12-24T10:00:00.000Z', email, 'fr')
    emails.push(email)
    const { id } = await paidBooking(payload, email, { type: 'taxi', locale: 'fr' })
    await linkRide(payload, ride.id, id)
    await mailConfirmation(payload, await payload.findByID({ collection: 'bookings', id, depth: 0 }))
    const mail = await waitForMail(process.env.MAIL_API_URL!, email)
    expect({
      pickup: /jeudi 24 décembre 2026, 10\sh \(heure d’Abidjan\)/.test(mail.html),
      events: eventsOf(mail).map((event) => [
        event.start,
        event.summary?.startsWith('Prise en charge Nexovia'),
      ]),
    }).toEqual({ pickup: true, events: [['20261224T100000Z', true]] })
  })
})
