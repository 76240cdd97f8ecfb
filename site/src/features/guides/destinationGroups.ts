import {
  DESTINATION_REGIONS,
  DESTINATIONS,
  type TDestinationRegion,
} from '@nexovia/content-schema/content/destinations'
import type { Locale } from '@nexovia/content-schema/core'

/** A compact card of the destinations page: the guide's name and one line about it. */
export type DestinationLink = { slug: string; name: string; description: string }

/** One region of the destinations page, with its published guides in the order of DESTINATIONS. */
export type DestinationGroup = { region: TDestinationRegion; destinations: DestinationLink[] }

/**
 * The published guides grouped by region, regions in the corridor's order (West Africa first) and
 * empty ones left out. The names and lines come from content-schema, so the page asks the cms only
 * which guides are published.
 */
export function destinationGroups(publishedSlugs: readonly string[], locale: Locale): DestinationGroup[] {
  const published = new Set(publishedSlugs)
  return DESTINATION_REGIONS.map((region) => ({
    region,
    destinations: DESTINATIONS.filter(
      (destination) => destination.region === region && published.has(destination.slug),
    ).map((destination) => ({
      slug: destination.slug,
      name: destination.name[locale],
      description: destination.description[locale],
    })),
  })).filter((group) => group.destinations.length > 0)
}
