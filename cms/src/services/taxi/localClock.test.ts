import { wallClockAt } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { isNightAt, localHourMinute } from './localClock'

describe('localHourMinute', () => {
  it('reads the zone own clock on both sides of a DST change, asked twice', () => {
    // New York moves from 01:59 EST to 03:00 EDT at 07:00 UTC on 2027-03-14.
    const before = new Date('2027-03-14T06:59:30Z')
    const after = new Date('2027-03-14T07:00:30Z')
    for (let round = 0; round < 2; round += 1) {
      expect(localHourMinute(before, 'America/New_York')).toEqual({ hour: 1, minute: 59 })
      expect(localHourMinute(after, 'America/New_York')).toEqual({ hour: 3, minute: 0 })
    }
  })

  it('keeps one minute of one zone apart from the same minute of another', () => {
    const at = new Date('2027-01-10T23:30:00Z')
    expect(localHourMinute(at, 'Africa/Abidjan')).toEqual({ hour: 23, minute: 30 })
    expect(localHourMinute(at, 'America/New_York')).toEqual({ hour: 18, minute: 30 })
    expect(isNightAt(at, 'Africa/Abidjan')).toBe(true)
    expect(isNightAt(at, 'America/New_York')).toBe(false)
  })

  it('agrees with the wall clock over many minutes, past the number it remembers', () => {
    const start = Date.parse('2027-11-06T20:00:00Z')
    for (let minute = 0; minute < 20_000; minute += 7) {
      const at = new Date(start + minute * 60_000 + 15_000)
      const { hour, minute: shown } = wallClockAt(at, 'America/New_York')
      expect(localHourMinute(at, 'America/New_York')).toEqual({ hour, minute: shown })
    }
  })
})
