import { describe, expect, it } from 'vitest'
import { deltaFlight as flight } from '../../../../tests/fixtures/flightSegment'
import { flightCalendar } from './flightCalendar'

const openJaw = {
  segments: [flight('JFK', 'ACC', '2026-12-27T22:10:00-05:00', '2026-12-28T12:25:00+00:00', 'DL 1047')],
  return_segments: [],
  legs: [
    [flight('JFK', 'ACC', '2026-12-27T22:10:00-05:00', '2026-12-28T12:25:00+00:00', 'DL 1047')],
    [flight('ABJ', 'JFK', '2027-01-10T23:55:00+00:00', '2027-01-11T06:05:00-05:00', 'DL 1178')],
  ],
}

describe('flightCalendar', () => {
  it('should hold one event a flight, at its instants in UTC', () => {
    const calendar = flightCalendar({ reference: 'NX-7K3Q9P', itinerary: openJaw })
    expect([
      calendar.match(/BEGIN:VEVENT/g)?.length,
      calendar.match(/DTSTART:\S+/g),
      calendar.match(/DTEND:\S+/g),
    ]).toEqual([
      2,
      ['DTSTART:20261228T031000Z', 'DTSTART:20270110T235500Z'],
      ['DTEND:20261228T122500Z', 'DTEND:20270111T110500Z'],
    ])
  })

  it('should name the flight and airports, and carry the PNR once ticketed', () => {
    const calendar = flightCalendar({ reference: 'NX-7K3Q9P', itinerary: openJaw, pnr: 'K7Q2ZX' })
    expect([calendar.includes('SUMMARY:DL 1178 ABJ → JFK'), calendar.includes('PNR K7Q2ZX')]).toEqual([
      true,
      true,
    ])
  })
})
