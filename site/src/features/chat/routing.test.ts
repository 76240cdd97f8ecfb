import { builtInSupportTeams } from '@nexovia/content-schema/core'
import { describe, expect, it } from 'vitest'
import { countrySource, routeVisitor } from './routing'

const teams = builtInSupportTeams('en')
// The one schedule every team answers on: 9 to 17 New York time, Monday to Friday.
const weekdays = { timezone: 'America/New_York', hoursStart: 9, hoursEnd: 17, days: [1, 2, 3, 4, 5] }
// Wednesday 2026-11-18 at 14:00 UTC: 09:00 in New York.
const wednesdayAfternoonUtc = new Date('2026-11-18T14:00:00Z')
// Saturday 2026-11-21 at 14:00 UTC.
const saturdayUtc = new Date('2026-11-21T14:00:00Z')

describe('routeVisitor', () => {
  it('should route a visitor in Accra to the online CI team on a weekday afternoon', () => {
    const routing = routeVisitor(
      { ipCountry: null, timeZone: 'Africa/Accra', browserLanguage: 'en-GB' },
      teams,
      weekdays,
      wednesdayAfternoonUtc,
    )
    expect([routing.team?.code, routing.country, routing.isOnline]).toEqual(['CI', 'GH', true])
  })

  it('should give the offline message at the weekend', () => {
    const routing = routeVisitor(
      { ipCountry: 'US', timeZone: null, browserLanguage: null },
      teams,
      weekdays,
      saturdayUtc,
    )
    expect(routing.message).toBe(teams[0]?.offlineMessage)
  })

  it('should prefer the IP country over the time zone', () => {
    const routing = routeVisitor(
      { ipCountry: 'ci', timeZone: 'America/New_York', browserLanguage: 'en-US' },
      teams,
      weekdays,
      wednesdayAfternoonUtc,
    )
    expect(routing.team?.code).toBe('CI')
  })

  it('should send an unknown visitor to the international team', () => {
    const routing = routeVisitor(
      { ipCountry: null, timeZone: 'Asia/Tokyo', browserLanguage: 'ja' },
      teams,
      weekdays,
      saturdayUtc,
    )
    expect([routing.country, routing.team?.code]).toEqual([undefined, 'INTERNATIONAL'])
  })
})

describe('countrySource', () => {
  it('should name the browser language when it is the only signal that answers', () => {
    expect(countrySource({ ipCountry: null, timeZone: 'Europe/Paris', browserLanguage: 'fr-CI' })).toBe(
      'language',
    )
  })
})
