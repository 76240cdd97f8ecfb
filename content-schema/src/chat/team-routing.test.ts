import { describe, expect, it } from 'vitest'
import { localizeSupportTeam } from './support-team-view.ts'
import { SUPPORT_TEAMS } from './support-teams.ts'
import { detectCountry, isTeamOnline, pickTeam } from './team-routing.ts'

const [usTeam, ciTeam, internationalTeam] = SUPPORT_TEAMS.map((team) => localizeSupportTeam(team, 'en'))

describe('isTeamOnline', () => {
  // 2025-01-15 is a Wednesday; New York is on EST (UTC-5) in January.
  it.each([
    ['08:59', '2025-01-15T13:59:00Z', false],
    ['09:00', '2025-01-15T14:00:00Z', true],
    ['16:59', '2025-01-15T21:59:00Z', true],
    ['17:00', '2025-01-15T22:00:00Z', false],
  ])('should put the US team at %s New York time online=%s', (_local, instant, expected) => {
    expect(isTeamOnline(usTeam!, new Date(instant))).toBe(expected)
  })

  // Abidjan is on GMT all year.
  it.each([
    ['08:59', '2025-01-15T08:59:00Z', false],
    ['09:00', '2025-01-15T09:00:00Z', true],
    ['16:59', '2025-01-15T16:59:00Z', true],
    ['17:00', '2025-01-15T17:00:00Z', false],
  ])('should put the CI team at %s Abidjan time online=%s', (_local, instant, expected) => {
    expect(isTeamOnline(ciTeam!, new Date(instant))).toBe(expected)
  })

  it.each([
    ['08:59', '2025-01-15T08:59:00Z', false],
    ['09:00', '2025-01-15T09:00:00Z', true],
    ['16:59', '2025-01-15T16:59:00Z', true],
    ['17:00', '2025-01-15T17:00:00Z', false],
  ])('should put the international team at %s UTC online=%s', (_local, instant, expected) => {
    expect(isTeamOnline(internationalTeam!, new Date(instant))).toBe(expected)
  })

  it('should put the US team offline at 13:30 UTC, 8:30 in New York, while the CI team is online', () => {
    const instant = new Date('2025-01-15T13:30:00Z')
    expect([isTeamOnline(usTeam!, instant), isTeamOnline(ciTeam!, instant)]).toEqual([false, true])
  })

  it('should follow daylight saving time in New York', () => {
    expect(isTeamOnline(usTeam!, new Date('2025-07-16T13:00:00Z'))).toBe(true)
  })

  it.each([
    { code: 'US', team: usTeam, instant: '2025-01-18T17:00:00Z' },
    { code: 'CI', team: ciTeam, instant: '2025-01-18T12:00:00Z' },
    { code: 'INTERNATIONAL', team: internationalTeam, instant: '2025-01-19T12:00:00Z' },
  ])('should put the $code team offline at noon on a weekend', ({ team, instant }) => {
    expect(isTeamOnline(team!, new Date(instant))).toBe(false)
  })

  it("should use the weekday of the team's time zone, not UTC's", () => {
    const fridaysOnly = { timezone: 'America/New_York', hoursStart: 0, hoursEnd: 24, days: [5] }
    // Saturday 03:00 UTC is still Friday 22:00 in New York.
    expect(isTeamOnline(fridaysOnly, new Date('2025-01-18T03:00:00Z'))).toBe(true)
  })

  it('should accept weekdays stored as strings by the cms', () => {
    const team = { timezone: 'UTC', hoursStart: 9, hoursEnd: 17, days: ['1', '2', '3', '4', '5'] }
    expect(isTeamOnline(team, new Date('2025-01-15T10:00:00Z'))).toBe(true)
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
