import { SUPPORT_TEAMS } from '@nexovia/content-schema/data/support-teams'
import type { ChatTeam } from './routing'

type Locale = 'en' | 'fr'
type RawTeam = Record<string, unknown>

const asString = (value: unknown): string => (typeof value === 'string' ? value : '')
const asNumber = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

/** The teams of the cms's support-teams global (one locale), skipping incomplete rows. */
export function teamsFromGlobal(body: unknown): ChatTeam[] {
  const teams = (body as { teams?: unknown } | null)?.teams
  if (!Array.isArray(teams)) return []
  return teams.flatMap((raw: RawTeam) => {
    const code = asString(raw?.code)
    const timezone = asString(raw?.timezone)
    if (!code || !timezone) return []
    return [
      {
        code,
        displayName: asString(raw.displayName) || code,
        timezone,
        hoursStart: asNumber(raw.hoursStart, 9),
        hoursEnd: asNumber(raw.hoursEnd, 17),
        days: Array.isArray(raw.days) ? (raw.days as (string | number)[]) : [],
        countries: Array.isArray(raw.countries) ? (raw.countries as string[]) : [],
        onlineMessage: asString(raw.onlineMessage),
        offlineMessage: asString(raw.offlineMessage),
        themeColour: asString(raw.themeColour),
      },
    ]
  })
}

/** The built-in teams (content-schema's seed data), used when the cms cannot be reached. */
export function defaultTeams(locale: Locale): ChatTeam[] {
  return SUPPORT_TEAMS.map((team) => ({
    code: team.code,
    displayName: team.displayName[locale],
    timezone: team.timezone,
    hoursStart: team.workingHours.start,
    hoursEnd: team.workingHours.end,
    days: team.workingHours.days,
    countries: team.countries,
    onlineMessage: team.messages.online[locale],
    offlineMessage: team.messages.offline[locale],
    themeColour: team.themeColour,
  }))
}
