import { GUIDE_OF_AIRPORT, type TEntryRequirement } from '@nexovia/content-schema/content/entry-requirements'
import { DESTINATION_SLUGS, type Locale, type TDestinationSlug } from '@nexovia/content-schema/core'
import { CmsUnavailableError } from '../../lib/cms'
import { getPublishedGuide } from '../guides/guides'
import type { DestinationRequirements } from './entryRequirementsRules'

const isGuideSlug = (slug: string): slug is TDestinationSlug =>
  (DESTINATION_SLUGS as readonly string[]).includes(slug)

/** A guide's row as the island needs it: no row id, nothing null that may be left out. */
const asEntry = ({ id: _id, ...entry }: TEntryRequirement & { id?: unknown }): TEntryRequirement => entry

/**
 * The entry requirements of every destination airport a published guide covers, in one language,
 * for /flights: the page is one cached page for every search, so it carries them all (a few KB of
 * HTML) and the island shows the searched destination's, with no request of its own.
 * null when the cms cannot give them (the page renders without them, uncached).
 */
export async function loadEntryRequirements(locale: Locale): Promise<DestinationRequirements | null> {
  const slugs = [...new Set(Object.values(GUIDE_OF_AIRPORT))].filter(isGuideSlug)
  try {
    const guides = await Promise.all(slugs.map((slug) => getPublishedGuide(slug, locale)))
    const bySlug = new Map(
      slugs.map((slug, index) => [slug as string, guides[index]?.entryRequirements ?? []]),
    )
    return Object.fromEntries(
      Object.entries(GUIDE_OF_AIRPORT)
        .map(([airport, slug]) => [airport, (bySlug.get(slug) ?? []).map(asEntry)] as const)
        .filter(([, entries]) => entries.length > 0),
    )
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    console.warn(`[flights] entry requirements: ${error.message}`)
    return null
  }
}
