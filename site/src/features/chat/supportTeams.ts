import {
  builtInSupportTeams,
  GLOBAL_SLUGS,
  type Locale,
  SUPPORT_HOURS,
  type TSupportTeam,
  type WeeklyHours,
  ZSupportHours,
  ZSupportTeam,
} from '@nexovia/content-schema'
import { CmsUnavailableError, getJson } from '../../lib/cms'
import { isRecord } from '../../lib/isRecord'

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

/** The support-teams global as the cms holds it now (built-in values when it is out of reach; the caller then caches nothing). */
export async function readSupportTeams(
  locale: Locale,
): Promise<{ teams: TSupportTeam[]; supportHours: WeeklyHours; fromCms: boolean }> {
  const body = await getJson(`/api/globals/${GLOBAL_SLUGS.supportTeams}?locale=${locale}&depth=0`).catch(
    (error: unknown) => {
      if (!(error instanceof CmsUnavailableError)) throw error
      console.warn(`[support teams] ${error.message}`)
      return null
    },
  )
  return {
    teams: teamsFromCms(body, locale),
    supportHours: supportHoursFromCms(body),
    fromCms: body !== null,
  }
}
