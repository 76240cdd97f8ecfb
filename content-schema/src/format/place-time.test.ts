import { describe, expect, it } from 'vitest'
import { formatPlaceTime, formatReaderTime } from './place-time.ts'

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

describe('formatReaderTime', () => {
  it("should give the reader's clock with its zone abbreviated", () => {
    expect(formatReaderTime(RIDE, 'en', 'America/New_York')).toBe('Dec 15, 2026, 5:25 PM EST')
  })
})
