import { SUPPORT_TEAMS } from '@nexovia/content-schema'
import type { GlobalSlug } from 'payload'
import { marketingFigures, siteSettings } from './data/site-settings'
import { inLocale, withRowIds } from './localized'
import type { SeedArgs } from './types'

/** Site settings and support teams, when still empty (the home page has its own seed). */
export async function seedGlobals(args: SeedArgs): Promise<void> {
  await seedGlobal(args, 'site-settings', 'email', { ...siteSettings, marketingFigures })
  await seedGlobal(args, 'support-teams', 'teams', {
    teams: SUPPORT_TEAMS.map((team) => ({
      code: team.code,
      displayName: team.displayName,
      timezone: team.timezone,
      hoursStart: team.workingHours.start,
      hoursEnd: team.workingHours.end,
      days: team.workingHours.days.map(String),
      countries: [...team.countries],
      onlineMessage: team.messages.online,
      offlineMessage: team.messages.offline,
      themeColour: team.themeColour,
    })),
  })
}

/** Writes a global in English then French, unless `marker` already holds a value. */
async function seedGlobal({ payload, req }: SeedArgs, slug: GlobalSlug, marker: string, data: object) {
  const current = (await payload.findGlobal({ slug, req })) as unknown as Record<string, unknown>
  const value = current[marker]
  if (Array.isArray(value) ? value.length > 0 : Boolean(value)) return
  const english = await payload.updateGlobal({ slug, locale: 'en', data: inLocale(data, 'en') as never, req })
  await payload.updateGlobal({
    slug,
    locale: 'fr',
    data: withRowIds(inLocale(data, 'fr') as object, english) as never,
    req,
  })
  payload.logger.info(`Seeded ${slug}`)
}
