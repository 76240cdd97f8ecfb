import type { CacheTag } from '@nexovia/content-schema'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

type AnyAfterHook = CollectionAfterChangeHook & CollectionAfterDeleteHook & GlobalAfterChangeHook

/**
 * Tells the site to drop its cached pages tagged `tags`, so that an editor's publish shows
 * without a rebuild. Skipped while seeding; a site that is down only costs a warning.
 */
export const revalidateSite =
  (tags: CacheTag[]): AnyAfterHook =>
  async ({ req, doc }) => {
    const siteUrl = process.env.SITE_URL
    const secret = process.env.REVALIDATE_SECRET
    if (req.context.isSeeding || !siteUrl || !secret) return doc
    try {
      const response = await fetch(`${siteUrl}/_cache/invalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(3000),
      })
      if (!response.ok) req.payload.logger.warn(`Site cache invalidation answered ${response.status}`)
    } catch (error) {
      req.payload.logger.warn(`Site cache invalidation failed: ${String(error)}`)
    }
    return doc
  }
