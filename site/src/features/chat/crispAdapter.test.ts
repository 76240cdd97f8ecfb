import type { TSupportTeam } from '@nexovia/content-schema/core'
import { describe, expect, it } from 'vitest'
import { assignTeam, crispTheme, isCrispEnabled, showFallbackMessage } from './crispAdapter'
import type { Routing } from './routing'

/** Stands in for Crisp's `$crisp` queue: records every command pushed, as the real array does. */
function recordingCrisp() {
  const commands: unknown[][] = []
  return { commands, push: (command: unknown[]) => commands.push(command) }
}

const ciTeam: TSupportTeam = {
  code: 'CI',
  displayName: "Équipe Côte d'Ivoire",
  countries: ['CI', 'GH'],
  onlineMessage: 'En ligne !',
  offlineMessage: 'Hors ligne.',
  themeColour: '#f59e0b',
}

const routing: Routing = {
  country: 'GH',
  countrySource: 'timezone',
  team: ciTeam,
  isOnline: false,
  message: 'Hors ligne.',
  detectedAt: '2026-11-22T08:00:00.000Z',
}

describe('assignTeam', () => {
  it('should push session data, segments, theme, nickname, message and event in that order', () => {
    const crisp = recordingCrisp()
    assignTeam(crisp, { routing, locale: 'fr', nickname: 'Visiteur Nexovia' })
    expect(crisp.commands.map((command) => `${command[0]} ${command[1]}`)).toEqual([
      'set session:data',
      'set session:segments',
      'config color:theme',
      'set user:nickname',
      'do message:show',
      'set session:event',
    ])
  })

  it('should send the session data the spec names', () => {
    const crisp = recordingCrisp()
    assignTeam(crisp, { routing, locale: 'fr', nickname: 'Visiteur Nexovia' })
    expect(crisp.commands[0]).toEqual([
      'set',
      'session:data',
      [
        [
          ['user_country', 'GH'],
          ['user_language', 'fr'],
          ['assigned_team', 'CI'],
          ['team_online', false],
          ['detected_at', '2026-11-22T08:00:00.000Z'],
        ],
      ],
    ])
  })

  it("should show the team's offline message while the team is offline", () => {
    const crisp = recordingCrisp()
    assignTeam(crisp, { routing, locale: 'fr', nickname: 'Visiteur Nexovia' })
    expect(crisp.commands).toContainEqual(['do', 'message:show', ['text', 'Hors ligne.']])
  })

  it('should log a team_assigned event with the team and country', () => {
    const crisp = recordingCrisp()
    assignTeam(crisp, { routing, locale: 'fr', nickname: 'Visiteur Nexovia' })
    expect(crisp.commands.at(-1)).toEqual([
      'set',
      'session:event',
      [[['team_assigned', { team: 'CI', country: 'GH', online: false }, 'blue']]],
    ])
  })

  it('should set the nickname', () => {
    const crisp = recordingCrisp()
    assignTeam(crisp, { routing, locale: 'en', nickname: 'Nexovia visitor' })
    expect(crisp.commands).toContainEqual(['set', 'user:nickname', ['Nexovia visitor']])
  })
})

describe('showFallbackMessage', () => {
  it('should show the generic thank-you message', () => {
    const crisp = recordingCrisp()
    showFallbackMessage(crisp, 'Merci !')
    expect(crisp.commands).toEqual([['do', 'message:show', ['text', 'Merci !']]])
  })
})

describe('crispTheme', () => {
  it('should map the US blue #1e40af to the nearest Crisp theme, indigo', () => {
    expect(crispTheme('#1e40af')).toBe('indigo')
  })

  it('should fall back to the default theme for a colour it cannot read', () => {
    expect(crispTheme('blue')).toBe('default')
  })
})

describe('isCrispEnabled', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['disabled', false],
    ['a1b2c3d4-0000-4000-8000-000000000000', true],
  ])('should treat the website id %s as enabled=%s', (id, expected) => {
    expect(isCrispEnabled(id)).toBe(expected)
  })
})
