import {
  builtInSupportTeams,
  type Locale,
  SUPPORT_HOURS,
  type TSupportTeam,
  type WeeklyHours,
  ZSupportHours,
  ZSupportTeam,
} from '@nexovia/content-schema'
import { isRecord } from '../../lib/isRecord'

// The support-teams global's answer read by the shared schema: pure, so the int tests read the
// cms's real answer through the same code as the chat card, the concierge section and the footer.

/**
 * The teams of the cms's support-teams global (one locale) as the shared schema reads them,
 * skipping rows it rejects; the built-in teams when none is left.
 */
export function teamsFromCms(body: unknown, locale: Locale): TSupportTeam[] {
  const rows = isRecord(body) ? body.teams : undefined
  const teams = Array.isArray(rows)
    ? rows.flatMap((row) => {
        const parsed = ZSupportTeam.safeParse(row)
        return parsed.success ? [parsed.data] : []
      })
    : []
  return teams.length > 0 ? teams : builtInSupportTeams(locale)
}

/** The one schedule of support hours as the cms holds it, else the built-in one (spec 01: 8 AM to 10 PM New York time, every day). */
export function supportHoursFromCms(body: unknown): WeeklyHours {
  const parsed = ZSupportHours.safeParse(isRecord(body) ? body.supportHours : undefined)
  return parsed.success ? parsed.data : SUPPORT_HOURS
}
