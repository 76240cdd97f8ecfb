import { describe, expect, it } from 'vitest'
import { flightSegment } from '../../../../tests/fixtures/flights'
import { calendarText } from '../mail/calendarFile'
import { flightLegEvents } from './flightCalendar'

const segment = flightSegment

/** An open jaw: into Accra, home from Abidjan (legs of a multi-city trip). */
const openJaw = {
  segments: [segment('JFK', 'ACC', '2026-12-15T20:35:00-05:00', '2026-12-16T11:15:00+00:00', 'DL 111')],
  return_segments: [],
  legs: [
    [segment('JFK', 'ACC', '2026-12-15T20:35:00-05:00', '2026-12-16T11:15:00+00:00', 'DL 111')],
    [segment('ABJ', 'JFK', '2027-01-05T23:00:00+00:00', '2027-01-06T05:30:00-05:00', 'DL 73')],
  ],
}

describe('flightLegEvents', () => {
  it('should make one event per flight of every leg, at the instants the airports clocks show', () => {
    const events = flightLegEvents(openJaw, { reference: 'NX-7K3Q9P', locale: 'en' })
    expect(events.map((event) => [event.title, new Date(event.start).toISOString()])).toEqual([
      ['Flight DL 111: New York → Accra', '2026-12-16T01:35:00.000Z'],
      ['Flight DL 73: Abidjan → New York', '2027-01-05T23:00:00.000Z'],
    ])
  })

  it('should write each time on its airport clock in the description, in French', () => {
    const [first] = flightLegEvents(openJaw, { reference: 'NX-7K3Q9P', locale: 'fr' })
    expect(first?.description).toMatch(
      /^Départ\u00a0: mardi 15 décembre 2026, 20\sh\s35 \(heure de New York\)/,
    )
  })

  it('should name the airline reference once it is known', () => {
    const [first] = flightLegEvents(openJaw, { reference: 'NX-7K3Q9P', locale: 'en', pnr: 'ABC123' })
    expect(first?.description).toContain('Airline booking reference (PNR): ABC123')
  })
})

describe('calendarText', () => {
  it('should write an iCalendar file with the flights in UTC', () => {
    const text = calendarText(flightLegEvents(openJaw, { reference: 'NX-7K3Q9P', locale: 'en' }))
    expect([
      text.startsWith('BEGIN:VCALENDAR'),
      text.match(/BEGIN:VEVENT/g)?.length,
      /DTSTART:20261216T013500Z/.test(text),
      /DTEND:20270106T103000Z/.test(text),
    ]).toEqual([true, 2, true, true])
  })
})
