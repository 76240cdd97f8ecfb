import type { Locale } from '../core/plain.ts'
import type { TSupportTeam, TSupportTeamData } from './support-team.ts'
import { SUPPORT_TEAMS } from './support-teams.ts'

export type { TSupportTeam, TSupportTeamData } from './support-team.ts'

/** The one-locale view of a bilingual team, shaped like the global's rows. */
export const localizeSupportTeam = (team: TSupportTeamData, locale: Locale): TSupportTeam => ({
  code: team.code,
  displayName: team.displayName[locale],
  countries: [...team.countries],
  onlineMessage: team.messages.online[locale],
  offlineMessage: team.messages.offline[locale],
  themeColour: team.themeColour,
})

/** The built-in teams in one locale: the seed's data, and what the chat card shows when the cms is out of reach. */
export const builtInSupportTeams = (locale: Locale): TSupportTeam[] =>
  SUPPORT_TEAMS.map((team) => localizeSupportTeam(team, locale))
