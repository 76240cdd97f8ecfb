import { describe, expect, it } from 'vitest'
import { shiftIsoDate, stripDays } from './date-strip.ts'

describe('shiftIsoDate', () => {
  it('should cross a month and a year', () => {
    expect([shiftIsoDate('2026-12-31', 1), shiftIsoDate('2027-03-01', -1)]).toEqual([
      '2027-01-01',
      '2027-02-28',
    ])
  })
})

describe('stripDays', () => {
  it('should give seven trips, three days either side, the return moved with the departure', () => {
    const days = stripDays('2026-12-15', '2026-12-29')
    expect([days.length, days[0], days[3], days[6]]).toEqual([
      7,
      { offset: -3, departDate: '2026-12-12', returnDate: '2026-12-26' },
      { offset: 0, departDate: '2026-12-15', returnDate: '2026-12-29' },
      { offset: 3, departDate: '2026-12-18', returnDate: '2027-01-01' },
    ])
  })

  it('should keep a one-way trip one way', () => {
    expect(stripDays('2026-12-15', null).map((day) => day.returnDate)).toEqual(Array(7).fill(null))
  })
})
