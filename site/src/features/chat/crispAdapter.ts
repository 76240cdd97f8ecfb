import {
  CHAT_DISABLED_SITE_ID,
  CHAT_TEAM_ASSIGNED_EVENT,
  FALLBACK_TEAM_CODE,
} from '@nexovia/content-schema/chat/constants'
import type { Routing } from './routing'

/** The array interface of Crisp's `$crisp` queue: commands pushed before or after it loads. */
export type CrispQueue = { push: (command: unknown[]) => unknown }

/** Crisp's chatbox themes (its `color:theme` accepts only these names) with their colours. */
const CRISP_THEMES: Readonly<Record<string, readonly [number, number, number]>> = {
  amber: [255, 193, 7],
  black: [0, 0, 0],
  blue: [33, 150, 243],
  blue_grey: [96, 125, 139],
  brown: [121, 85, 72],
  cyan: [0, 188, 212],
  deep_orange: [255, 87, 34],
  deep_purple: [103, 58, 183],
  green: [76, 175, 80],
  grey: [158, 158, 158],
  indigo: [63, 81, 181],
  light_blue: [3, 169, 244],
  light_green: [139, 195, 74],
  orange: [255, 152, 0],
  pink: [233, 30, 99],
  purple: [156, 39, 176],
  red: [244, 67, 54],
  teal: [0, 150, 136],
}

/** The Crisp theme nearest to a team's hex colour (the cms stores hex; Crisp wants a name). */
export function crispTheme(hex: string): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim())
  if (!match) return 'default'
  const rgb = match.slice(1).map((part) => Number.parseInt(part, 16))
  let best = 'default'
  let bestDistance = Number.POSITIVE_INFINITY
  for (const [name, colour] of Object.entries(CRISP_THEMES)) {
    const distance = colour.reduce((sum, channel, index) => sum + (channel - (rgb[index] ?? 0)) ** 2, 0)
    if (distance < bestDistance) {
      best = name
      bestDistance = distance
    }
  }
  return best
}

export type AssignOptions = { routing: Routing; locale: string; nickname: string }

/** Sends a routing decision to Crisp: session data, segments, theme, nickname, message and event. */
export function assignTeam(crisp: CrispQueue, { routing, locale, nickname }: AssignOptions): void {
  const team = routing.team
  const teamCode = team?.code ?? FALLBACK_TEAM_CODE
  crisp.push([
    'set',
    'session:data',
    [
      [
        ['user_country', routing.country ?? 'unknown'],
        ['user_language', locale],
        ['assigned_team', teamCode],
        ['team_online', routing.isOnline],
        ['detected_at', routing.detectedAt],
      ],
    ],
  ])
  crisp.push([
    'set',
    'session:segments',
    [[`team_${teamCode.toLowerCase()}`, `lang_${locale}`, routing.isOnline ? 'team_online' : 'team_offline']],
  ])
  if (team) crisp.push(['config', 'color:theme', [crispTheme(team.themeColour)]])
  crisp.push(['set', 'user:nickname', [nickname]])
  if (routing.message) crisp.push(['do', 'message:show', ['text', routing.message]])
  crisp.push([
    'set',
    'session:event',
    [
      [
        [
          CHAT_TEAM_ASSIGNED_EVENT,
          { team: teamCode, country: routing.country ?? 'unknown', online: routing.isOnline },
          'blue',
        ],
      ],
    ],
  ])
}

/** The generic thank-you shown when routing fails (spec 01 §8). */
export function showFallbackMessage(crisp: CrispQueue, message: string): void {
  crisp.push(['do', 'message:show', ['text', message]])
}

/** True when a Crisp website id turns the widget on: set, and not the word "disabled". */
export function isCrispEnabled(websiteId: string | null | undefined): websiteId is string {
  const id = websiteId?.trim()
  return Boolean(id) && id !== CHAT_DISABLED_SITE_ID
}
