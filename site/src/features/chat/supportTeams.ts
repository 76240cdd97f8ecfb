import { builtInSupportTeams, type Locale, type TSupportTeam, ZSupportTeam } from '@nexovia/content-schema'

/**
 * The teams of the cms's support-teams global (one locale) as the shared schema reads them,
 * skipping rows it rejects; the built-in teams when none is left.
 */
export function teamsFromCms(body: unknown, locale: Locale): TSupportTeam[] {
  const rows = (body as { teams?: unknown } | null)?.teams
  const teams = Array.isArray(rows)
    ? rows.flatMap((row) => {
        const parsed = ZSupportTeam.safeParse(row)
        return parsed.success ? [parsed.data] : []
      })
    : []
  return teams.length > 0 ? teams : builtInSupportTeams(locale)
}
