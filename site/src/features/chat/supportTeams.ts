import { GLOBAL_SLUGS, type Locale, type TSupportTeam, type WeeklyHours } from '@nexovia/content-schema'
import { CmsUnavailableError, getJson } from '../../lib/cms'
import { supportHoursFromCms, teamsFromCms } from './supportTeamsAnswer'

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
