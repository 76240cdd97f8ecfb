import { CACHE_TAGS } from '@nexovia/content-schema'
import { loadPage, type PageResult } from '../../lib/loadPage'
import type { PageContext } from '../../lib/pageCache'
import { type DestinationGroup, destinationGroups } from './destinationGroups'
import { listPublishedGuideSlugs } from './guides'

/** What /destinations shows: the published guides by region (one cms request, cached with the guides). */
export function loadDestinationsPage(
  context: PageContext,
): Promise<PageResult<{ groups: DestinationGroup[] }>> {
  return loadPage(context, {
    tags: [CACHE_TAGS.guides],
    load: async () => {
      const published = await listPublishedGuideSlugs()
      return {
        groups: destinationGroups(
          published.map((guide) => guide.slug),
          context.locals.locale,
        ),
      }
    },
  })
}
