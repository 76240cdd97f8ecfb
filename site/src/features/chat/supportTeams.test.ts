import { describe, expect, it } from 'vitest'
import { teamsFromCms } from './supportTeams'

const usTeam = {
  code: 'US',
  displayName: 'US Team',
  timezone: 'America/New_York',
  hoursStart: 9,
  hoursEnd: 17,
  days: ['1', '2', '3', '4', '5'],
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
