import { describe, expect, it } from 'vitest'
import { flightCalendar } from './flightCalendar'

const flight = (number: string, from: string, to: string, dep: string, arr: string) => ({
  from,
  to,
  dep,
  arr,
  carrier: 'DL',
  carrier_name: 'Delta Air Lines',
  flight_number: number,
  duration_min: 600,
  aircraft: 'Airbus A330-300',
})

const openJaw = {
  segments: [flight('DL 1047', 'JFK', 'ACC', '2026-12-27T22:10:00-05:00', '2026-12-28T12:25:00+00:00')],
  return_segments: [],
  legs: [
    [flight('DL 1047', 'JFK', 'ACC', '2026-12-27T22:10:00-05:00', '2026-12-28T12:25:00+00:00')],
    [flight('DL 1178', 'ABJ', 'JFK', '2027-01-10T23:55:00+00:00', '2027-01-11T06:05:00-05:00')],
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
