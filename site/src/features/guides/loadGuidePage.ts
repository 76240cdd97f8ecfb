import { CACHE_TAGS, canonicalDestinationSlug } from '@nexovia/content-schema'
import { loadPage, type PageResult } from '../../lib/loadPage'
import { markNotFound, type PageContext } from '../../lib/pageCache'
import { safeRedirectPath } from '../../lib/safeRedirect'
import { localizedPath } from '../../lib/urls'
import { type Guide, getPublishedGuide } from './guides'

export type GuidePageResult = PageResult<{ guide: Guide }> | { kind: 'redirect'; location: string }

/**
 * What /destinations/{slug} shows: the published guide, a 301 to the canonical slug for an
 * alias (same language), or a 404. Sets status and cache headers on the response.
 */
export async function loadGuidePage(context: PageContext): Promise<GuidePageResult> {
  const { locale } = context.locals
  const requested = context.params.slug ?? ''
  const slug = canonicalDestinationSlug(requested)
  if (!slug) {
    markNotFound(context)
    return { kind: 'notFound' }
  }
  if (slug !== requested) {
    return { kind: 'redirect', location: safeRedirectPath(localizedPath(`/destinations/${slug}`, locale)) }
  }
  return loadPage(context, {
    tags: [CACHE_TAGS.guides],
    load: async () => {
      const guide = await getPublishedGuide(slug, locale)
      return guide && { guide }
    },
  })
}
