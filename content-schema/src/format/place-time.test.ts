import { describe, expect, it } from 'vitest'
import { formatElapsed, formatPlaceTime, formatReaderTime } from './place-time.ts'

const RIDE = '2026-12-15T22:25:00Z'

describe('formatPlaceTime', () => {
  it("should write the place's own clock with its zone named, in English", () => {
    expect(formatPlaceTime(RIDE, { locale: 'en', timeZone: 'Africa/Accra' })).toBe(
      'Dec 15 at 10:25 PM (Accra time)',
    )
  })

  it('should write French hours with h and elide before a vowel', () => {
    expect(formatPlaceTime(RIDE, { locale: 'fr', timeZone: 'Africa/Abidjan' })).toBe(
      '15 déc., 22\u00a0h\u00a025 (heure d’Abidjan)',
    )
  })

  it("should move the day with the place's clock", () => {
    expect(formatPlaceTime(RIDE, { locale: 'en', timeZone: 'Africa/Lagos' })).toBe(
      'Dec 15 at 11:25 PM (Lagos time)',
    )
    expect(formatPlaceTime('2026-12-15T23:30:00Z', { locale: 'en', timeZone: 'Africa/Lagos' })).toBe(
      'Dec 16 at 12:30 AM (Lagos time)',
    )
  })
})

describe('formatPlaceTime with the weekday (the taxi quote, issue 42)', () => {
  const LANDING = '2027-02-01T02:25:00Z'

  it('should name the day of the week in English', () => {
    expect(formatPlaceTime(LANDING, { locale: 'en', timeZone: 'Africa/Accra', withWeekday: true })).toBe(
      'Mon, Feb 1 at 2:25 AM (Accra time)',
    )
  })

  it('should write the French day with h and no IANA name', () => {
    expect(formatPlaceTime(LANDING, { locale: 'fr', timeZone: 'Africa/Accra', withWeekday: true })).toBe(
      'lun. 1 févr., 2\u00a0h\u00a025 (heure d’Accra)',
    )
  })
})

describe('formatElapsed (the ticketing desk, issue 42)', () => {
  it('should say just now under a minute', () => {
    expect([formatElapsed(0, 'en'), formatElapsed(0.9, 'fr')]).toEqual(['just now', 'à l’instant'])
  })

  it('should give minutes, then hours and minutes, ago', () => {
    expect([formatElapsed(7, 'en'), formatElapsed(125, 'fr'), formatElapsed(1800, 'en')]).toEqual([
      '7\u00a0min ago',
      'il y a 2\u00a0h\u00a005\u00a0min',
      '30\u00a0h ago',
    ])
  })
})

describe('formatReaderTime', () => {
  it("should give the reader's clock with its zone abbreviated", () => {
    expect(formatReaderTime(RIDE, 'en', 'America/New_York')).toBe('Dec 15, 2026, 5:25 PM EST')
  })
})
