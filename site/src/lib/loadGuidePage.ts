import { canonicalDestinationSlug } from '@nexovia/content-schema'
import { getBookingHost } from './bookingHost'
import { CmsUnavailableError } from './cms'
import { type Guide, getPublishedGuide } from './guides'
import { cacheWithTags, markNotFound, markUnavailable, type PageContext } from './pageCache'
import { safeRedirectPath } from './safeRedirect'
import { SETTINGS_CACHE_TAG } from './siteSettings'
import { localizedPath } from './urls'

/** Cache tag the cms purges when a guide is published or changed. */
export const GUIDES_CACHE_TAG = 'guides'

export type GuidePageResult =
  | { kind: 'found'; guide: Guide; bookingHost: string | null }
  | { kind: 'redirect'; location: string }
  | { kind: 'notFound' }
  | { kind: 'unavailable' }

/**
 * What /destinations/{slug} shows: the published guide, a 301 to the canonical slug for an
 * alias (same language), or a 404. Sets status and cache headers on the response.
 */
export async function loadGuidePage(context: PageContext): Promise<GuidePageResult> {
  const requested = context.params.slug ?? ''
  const slug = canonicalDestinationSlug(requested)
  if (!slug) {
    markNotFound(context)
    return { kind: 'notFound' }
  }
  if (slug !== requested) {
    return {
      kind: 'redirect',
      location: safeRedirectPath(localizedPath(`/destinations/${slug}`, context.locals.locale)),
    }
  }
  try {
    const [guide, bookingHost] = await Promise.all([
      getPublishedGuide(slug, context.locals.locale),
      getBookingHost(),
    ])
    if (!guide) {
      markNotFound(context)
      return { kind: 'notFound' }
    }
    cacheWithTags(context, [GUIDES_CACHE_TAG, SETTINGS_CACHE_TAG])
    return { kind: 'found', guide, bookingHost }
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    markUnavailable(context, error.message)
    return { kind: 'unavailable' }
  }
}
