import {
  builtInSupportTeams,
  CURRENCIES,
  type Locale,
  REFERENCE_RATES,
  SUPPORT_HOURS,
} from '@nexovia/content-schema'
import type { GlobalSlug } from 'payload'
import { marketingFigures, siteSettings } from './data/site-settings'
import { inLocale, withRowIds } from './localized'
import type { SeedArgs } from './types'

/** Site settings, support teams and exchange rates, when still empty (the home page has its own seed). */
export async function seedGlobals(args: SeedArgs): Promise<void> {
  await seedGlobal(args, 'site-settings', 'email', (locale) =>
    inLocale({ ...siteSettings, marketingFigures }, locale),
  )
  await seedGlobal(args, 'support-teams', 'teams', (locale) => ({
    teams: builtInSupportTeams(locale),
    // The global stores weekdays as select values ("1".."7").
    supportHours: { ...SUPPORT_HOURS, days: SUPPORT_HOURS.days.map(String) },
  }))
  // Not localized: both passes write the same reference rates (see content-schema core/exchange-rates.ts).
  await seedGlobal(args, 'exchange-rates', 'rates', () => ({
    rates: CURRENCIES.map((currency) => ({ currency, ...REFERENCE_RATES[currency] })),
  }))
}

/** Writes a global in English then French, unless `marker` already holds a value. */
async function seedGlobal(
  { payload, req }: SeedArgs,
  slug: GlobalSlug,
  marker: string,
  dataIn: (locale: Locale) => unknown,
) {
  const current = (await payload.findGlobal({ slug, req })) as unknown as Record<string, unknown>
  const value = current[marker]
  if (Array.isArray(value) ? value.length > 0 : Boolean(value)) return
  const english = await payload.updateGlobal({ slug, locale: 'en', data: dataIn('en') as never, req })
  await payload.updateGlobal({
    slug,
    locale: 'fr',
    data: withRowIds(dataIn('fr') as object, english) as never,
    req,
  })
  payload.logger.info(`Seeded ${slug}`)
}
