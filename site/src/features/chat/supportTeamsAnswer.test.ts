import { SUPPORT_HOURS } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { supportHoursFromCms, teamsFromCms } from './supportTeamsAnswer'

const usTeam = {
  code: 'US',
  displayName: 'US Team',
  countries: ['US'],
  onlineMessage: 'Online',
  offlineMessage: 'Offline',
  themeColour: '#1d4ed8',
}

describe('teamsFromCms', () => {
  it('should skip rows the shared schema rejects', () => {
    const teams = teamsFromCms({ teams: [usTeam, { code: 'CI' }] }, 'en')
    expect(teams.map((team) => team.code)).toEqual(['US'])
  })

  it('should give the built-in teams for an answer without teams', () => {
    expect(teamsFromCms({ errors: [] }, 'fr').map((team) => team.code)).toEqual(['US', 'CI', 'INTERNATIONAL'])
  })
})

describe('supportHoursFromCms', () => {
  it("should read the global's one schedule, weekdays stored as text", () => {
    const supportHours = { timezone: 'Africa/Accra', hoursStart: 9, hoursEnd: 18, days: ['1', '2', '3'] }
    expect(supportHoursFromCms({ supportHours })).toEqual({ ...supportHours, days: [1, 2, 3] })
  })

  it('should give the built-in schedule when the answer has none or a bad one', () => {
    expect([
      supportHoursFromCms({ errors: [] }),
      supportHoursFromCms({ supportHours: { timezone: 'UTC', hoursStart: 25, hoursEnd: 3, days: [] } }),
    ]).toEqual([SUPPORT_HOURS, SUPPORT_HOURS])
  })
})
