import { CACHE_PURGE_CHANNEL, type CacheTag, encodeCachePurge } from '@nexovia/content-schema'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { notifyChannel } from '../services/lib/notifyChannel'

type AnyAfterHook = CollectionAfterChangeHook & CollectionAfterDeleteHook & GlobalAfterChangeHook

/**
 * Tells every site process to drop its cached pages tagged `tags`, so that an editor's publish
 * shows without a rebuild: a NOTIFY on CACHE_PURGE_CHANNEL, which each site process LISTENs to
 * (site/src/server/cachePurgeListener.ts). Sent in the save's own transaction, Postgres delivers
 * it only once the change is committed, so no site process re-reads the old content. Skipped
 * while seeding; a failure only costs a warning (the pages expire within PAGE_CACHE_POLICY's maxAge).
 */
export const revalidateSite =
  (tags: CacheTag[]): AnyAfterHook =>
  async ({ req, doc }) => {
    if (req.context.isSeeding) return doc
    try {
      await notifyChannel(req, CACHE_PURGE_CHANNEL, encodeCachePurge(tags))
    } catch (error) {
      req.payload.logger.warn(`Site cache purge failed: ${String(error)}`)
    }
    return doc
  }
