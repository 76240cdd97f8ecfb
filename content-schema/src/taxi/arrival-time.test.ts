import { describe, expect, it } from 'vitest'
import { localDateTime } from '../core/wall-clock.ts'
import { instantAtLocal, pickupWindow } from './arrival-time.ts'

describe('instantAtLocal', () => {
  it('should read an Abidjan time as UTC (no offset, no DST)', () => {
    expect(instantAtLocal('2026-12-02', '23:40', 'Africa/Abidjan').toISOString()).toBe(
      '2026-12-02T23:40:00.000Z',
    )
  })

  it('should read a Lagos time an hour ahead of UTC', () => {
    expect(instantAtLocal('2026-12-02', '00:30', 'Africa/Lagos').toISOString()).toBe(
      '2026-12-01T23:30:00.000Z',
    )
  })

  it('should read a New York summer time four hours behind UTC', () => {
    expect(instantAtLocal('2026-07-04', '21:15', 'America/New_York').toISOString()).toBe(
      '2026-07-05T01:15:00.000Z',
    )
  })

  it('should read 02:30 on the spring-forward night in New York as 03:30 daylight time', () => {
    expect(instantAtLocal('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    )
  })

  it('should read 01:30 on the fall-back night in New York as its first occurrence', () => {
    expect(instantAtLocal('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    )
  })
})

describe('pickupWindow', () => {
  it('should give an international arrival 60 free minutes, into the next day on the local clock', () => {
    const window = pickupWindow({
      arrival: '2026-12-02T23:40:00Z',
      isInternational: true,
      timeZone: 'Africa/Abidjan',
    })
    expect([window.freeWaitingMinutes, window.local.pickup, window.local.waitingUntil]).toEqual([
      60,
      { date: '2026-12-02', time: '23:40' },
      { date: '2026-12-03', time: '00:40' },
    ])
  })

  it('should give a domestic arrival 30 free minutes', () => {
    const window = pickupWindow({
      arrival: '2026-12-02T10:00:00Z',
      isInternational: false,
      timeZone: 'Africa/Accra',
    })
    expect(window.freeWaitingUntil).toBe('2026-12-02T10:30:00.000Z')
  })

  it('should keep an hour of waiting across the fall-back hour in New York (01:30 EDT to 01:30 EST)', () => {
    const window = pickupWindow({
      arrival: '2026-11-01T05:30:00Z',
      isInternational: true,
      timeZone: 'America/New_York',
    })
    expect([window.local.pickup.time, window.local.waitingUntil.time, window.freeWaitingUntil]).toEqual([
      '01:30',
      '01:30',
      '2026-11-01T06:30:00.000Z',
    ])
  })

  it('should show a pick-up after the spring-forward gap on daylight time', () => {
    const window = pickupWindow({
      arrival: '2026-03-08T06:45:00Z',
      isInternational: true,
      timeZone: 'America/New_York',
    })
    expect([window.local.pickup, window.local.waitingUntil.time]).toEqual([
      { date: '2026-03-08', time: '01:45' },
      '03:45',
    ])
  })
})

describe('localDateTime', () => {
  it('should show midnight as 00:00, not 24:00', () => {
    expect(localDateTime(Date.parse('2026-12-03T00:00:00Z'), 'Africa/Dakar')).toEqual({
      date: '2026-12-03',
      time: '00:00',
    })
  })
})
