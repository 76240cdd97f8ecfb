import { describe, expect, it } from 'vitest'
import { SUPPORT_HOURS } from './constants.ts'
import { SUPPORT_TEAMS } from './support-teams.ts'
import { detectCountry, isWithinHours, pickTeam } from './team-routing.ts'

describe('isWithinHours', () => {
  const accraWeekdays = { timezone: 'Africa/Accra', hoursStart: 9, hoursEnd: 17, days: [1, 2, 3, 4, 5] }

  // 2025-01-15 is a Wednesday; New York is on EST (UTC-5) in January.
  it.each([
    ['07:59', '2025-01-15T12:59:00Z', false],
    ['08:00', '2025-01-15T13:00:00Z', true],
    ['21:59', '2025-01-16T02:59:00Z', true],
    ['22:00', '2025-01-16T03:00:00Z', false],
  ])('should put the built-in schedule at %s New York time online=%s', (_local, instant, expected) => {
    expect(isWithinHours(SUPPORT_HOURS, new Date(instant))).toBe(expected)
  })

  // Accra is on GMT all year.
  it.each([
    ['08:59 Wednesday', '2025-01-15T08:59:00Z', false],
    ['09:00 Wednesday', '2025-01-15T09:00:00Z', true],
    ['16:59 Wednesday', '2025-01-15T16:59:00Z', true],
    ['17:00 Wednesday', '2025-01-15T17:00:00Z', false],
    ['noon Saturday', '2025-01-18T12:00:00Z', false],
  ])('should put an Accra weekday schedule at %s online=%s', (_local, instant, expected) => {
    expect(isWithinHours(accraWeekdays, new Date(instant))).toBe(expected)
  })

  it('should follow daylight saving time in New York', () => {
    // 07:30 UTC in July is 03:30 in New York (EDT), 02:30 in January (EST): both closed; 12:30 UTC is 8:30 EDT, open.
    expect(isWithinHours(SUPPORT_HOURS, new Date('2025-07-16T12:30:00Z'))).toBe(true)
    expect(isWithinHours(SUPPORT_HOURS, new Date('2025-01-15T12:30:00Z'))).toBe(false)
  })

  it("should use the weekday of the schedule's time zone, not UTC's", () => {
    const fridaysOnly = { timezone: 'America/New_York', hoursStart: 0, hoursEnd: 24, days: [5] }
    // Saturday 03:00 UTC is still Friday 22:00 in New York.
    expect(isWithinHours(fridaysOnly, new Date('2025-01-18T03:00:00Z'))).toBe(true)
  })

  it('should accept weekdays stored as strings by the cms', () => {
    const hours = { timezone: 'UTC', hoursStart: 9, hoursEnd: 17, days: ['1', '2', '3', '4', '5'] }
    expect(isWithinHours(hours, new Date('2025-01-15T10:00:00Z'))).toBe(true)
  })
})

describe('detectCountry', () => {
  it('should prefer the IP lookup over the time zone and the browser language', () => {
    expect(detectCountry({ ipCountry: 'GH', timeZone: 'America/New_York', browserLanguage: 'fr-CI' })).toBe(
      'GH',
    )
  })

  it('should upper-case the IP lookup answer', () => {
    expect(detectCountry({ ipCountry: ' sn\n' })).toBe('SN')
  })

  it('should ignore an IP answer that is not a country code', () => {
    expect(detectCountry({ ipCountry: 'error', timeZone: 'Africa/Bamako' })).toBe('ML')
  })

  it('should use the time zone when the IP lookup failed', () => {
    expect(detectCountry({ timeZone: 'America/Toronto', browserLanguage: 'en-US' })).toBe('CA')
  })

  it('should fall back to the browser language when the time zone is not mapped', () => {
    expect(detectCountry({ timeZone: 'Europe/Paris', browserLanguage: 'fr-CI' })).toBe('CI')
  })

  it('should return no country when no signal maps to one', () => {
    expect(detectCountry({ timeZone: 'Asia/Tokyo', browserLanguage: 'ja' })).toBeUndefined()
  })
})

describe('pickTeam', () => {
  it.each(['CI', 'GH', 'SN', 'ML', 'BF'])('should route %s to the CI team', (country) => {
    expect(pickTeam(country, SUPPORT_TEAMS)?.code).toBe('CI')
  })

  it.each(['US', 'CA'])('should route %s to the US team', (country) => {
    expect(pickTeam(country, SUPPORT_TEAMS)?.code).toBe('US')
  })

  it('should route an unlisted country to the international team', () => {
    expect(pickTeam('FR', SUPPORT_TEAMS)?.code).toBe('INTERNATIONAL')
  })

  it('should route an undetected country to the international team', () => {
    expect(pickTeam(undefined, SUPPORT_TEAMS)?.code).toBe('INTERNATIONAL')
  })

  it('should match a lower-case country code', () => {
    expect(pickTeam('gh', SUPPORT_TEAMS)?.code).toBe('CI')
  })
})
