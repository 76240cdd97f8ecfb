import { describe, expect, it } from 'vitest'
import { arrivalDayOffset, dayOffsetLabel, layoversOf } from './itinerary-times.ts'

describe('arrivalDayOffset', () => {
  it('should be 0 for an arrival the same local day', () => {
    expect(arrivalDayOffset('2026-12-01T08:10:00-05:00', '2026-12-01T21:40:00+00:00')).toBe(0)
  })

  it('should be 1 for an overnight flight, on the arrival airport calendar', () => {
    // Leaves Boston at 18:30 (23:30 UTC), lands in Accra at 07:45 the next morning.
    expect(arrivalDayOffset('2026-12-01T18:30:00-05:00', '2026-12-02T07:45:00+00:00')).toBe(1)
  })

  it('should count local dates, not UTC ones', () => {
    // 22:00 in New York is already the 2nd in UTC; landing at 23:30 in Chicago is still the 1st there.
    expect(arrivalDayOffset('2026-12-01T22:00:00-05:00', '2026-12-01T23:30:00-06:00')).toBe(0)
    // 20:00 in Dakar (UTC) lands 06:00 the next day in Paris, though only 9 hours pass.
    expect(arrivalDayOffset('2026-12-01T20:00:00+00:00', '2026-12-02T06:00:00+01:00')).toBe(1)
  })

  it('should be 2 across two midnights and cross month and year ends', () => {
    expect(arrivalDayOffset('2026-12-31T23:00:00-05:00', '2027-01-02T06:00:00+01:00')).toBe(2)
    expect(arrivalDayOffset('2026-02-28T21:00:00-05:00', '2026-03-01T10:00:00+00:00')).toBe(1)
  })

  it('should be negative when the arrival date is earlier', () => {
    expect(arrivalDayOffset('2026-12-02T01:00:00+09:00', '2026-12-01T19:00:00-08:00')).toBe(-1)
  })
})

describe('dayOffsetLabel', () => {
  it('should write nothing the same day and a signed count otherwise', () => {
    expect(dayOffsetLabel(0)).toBe('')
    expect(dayOffsetLabel(1)).toBe('+1')
    expect(dayOffsetLabel(2)).toBe('+2')
    expect(dayOffsetLabel(-1)).toBe('−1')
  })
})

const flight = (from: string, dep: string, to: string, arr: string) => ({ from, dep, to, arr })

describe('layoversOf', () => {
  it('should find none on a nonstop', () => {
    expect(
      layoversOf([flight('JFK', '2026-12-01T22:00:00-05:00', 'ACC', '2026-12-02T12:05:00+00:00')]),
    ).toEqual([])
  })

  it('should give the connecting airport and the wait between landing and take-off', () => {
    const segments = [
      flight('JFK', '2026-12-01T22:00:00-05:00', 'CMN', '2026-12-02T09:30:00+01:00'),
      flight('CMN', '2026-12-02T11:45:00+01:00', 'ABJ', '2026-12-02T15:10:00+00:00'),
    ]
    expect(layoversOf(segments)).toEqual([{ airport: 'CMN', minutes: 135 }])
  })

  it('should list every connection in order, overnight ones included', () => {
    const segments = [
      flight('BOS', '2026-12-01T18:00:00-05:00', 'CDG', '2026-12-02T07:00:00+01:00'),
      flight('CDG', '2026-12-02T10:00:00+01:00', 'DSS', '2026-12-02T13:30:00+00:00'),
      flight('DSS', '2026-12-03T01:00:00+00:00', 'ABJ', '2026-12-03T03:30:00+00:00'),
    ]
    expect(layoversOf(segments)).toEqual([
      { airport: 'CDG', minutes: 180 },
      { airport: 'DSS', minutes: 690 },
    ])
  })
})
