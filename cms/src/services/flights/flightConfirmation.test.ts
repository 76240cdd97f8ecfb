import { describe, expect, it } from 'vitest'
import { flightSegment } from '../../../../tests/fixtures/flights'
import { confirmedBooking as booking } from '../../../../tests/fixtures/samples'
import { confirmationMail } from '../payments/confirmation/confirmationMail'
import { flightMailParts } from './flightConfirmation'

describe('the confirmation mail of a flight', () => {
  const itinerary = {
    segments: [
      flightSegment('JFK', 'ACC', '2026-12-15T20:35:00-05:00', '2026-12-16T11:15:00+00:00', 'DL 111'),
    ],
    return_segments: [],
  }
  const flightMail = (locale: 'en' | 'fr') =>
    confirmationMail({
      ...booking,
      locale,
      kindParts: flightMailParts({ itinerary, reference: booking.reference, locale }),
    })

  it('should attach the trip as a calendar file named after the reference', () => {
    const mail = flightMail('en')
    expect(mail.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      ['nexovia-NX-7K3Q9P.ics', 'text/calendar; charset=utf-8; method=PUBLISH'],
    ])
  })

  it('should write each flight in the text part with its day and its airport time in words', () => {
    const mail = flightMail('fr')
    expect(mail.text).toMatch(
      /DL 111 New York \(JFK\) → Accra \(ACC\)\u00a0: départ mardi 15 décembre 2026, 20\sh\s35 \(heure de New York\), arrivée mercredi 16 décembre 2026, 11\sh\s15 \(heure d’Accra\)/,
    )
  })

  it('should say the passengers, the entry requirements, the pickups, the ticketing wait and the reference, in that order', () => {
    const parts = flightMailParts({
      itinerary,
      reference: booking.reference,
      locale: 'en',
      passengerNames: ['Ama Mensah'],
      entryRequirements: ['Visa: required'],
      pickupUrl: 'https://nexovia.example/airport-taxi',
      ticketingHours: 6,
    })
    const text = String(confirmationMail({ ...booking, locale: 'en', kindParts: parts }).text)
    const order = [
      'Passengers: Ama Mensah',
      'Visa: required',
      'airport-taxi?',
      'within 6 hours',
      '?reference=NX-7K3Q9P',
    ]
    const at = order.map((words) => text.lastIndexOf(words))
    expect({ at, sorted: [...at].sort((a, b) => a - b), missing: at.includes(-1) }).toEqual({
      at,
      sorted: at,
      missing: false,
    })
  })
})
