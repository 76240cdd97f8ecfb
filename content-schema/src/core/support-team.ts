import type { TSupportTeam, TSupportTeamData } from '../content/support-team.ts'
import type { Locale } from './locales.ts'

/** The one-locale view of a bilingual team, shaped like the global's rows. */
export const localizeSupportTeam = (team: TSupportTeamData, locale: Locale): TSupportTeam => ({
  code: team.code,
  displayName: team.displayName[locale],
  timezone: team.timezone,
  hoursStart: team.workingHours.start,
  hoursEnd: team.workingHours.end,
  days: [...team.workingHours.days],
  countries: [...team.countries],
  onlineMessage: team.messages.online[locale],
  offlineMessage: team.messages.offline[locale],
  themeColour: team.themeColour,
})
