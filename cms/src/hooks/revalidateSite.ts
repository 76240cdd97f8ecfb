import { CACHE_PURGE_CHANNEL, type CacheTag, encodeCachePurge } from '@nexovia/content-schema'
import { sql } from 'drizzle-orm'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { queryRows } from '../services/lib/sqlQueries'

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
      await queryRows(
        req.payload,
        sql`SELECT pg_notify(${CACHE_PURGE_CHANNEL}, ${encodeCachePurge(tags)})`,
        req,
      )
    } catch (error) {
      req.payload.logger.warn(`Site cache purge failed: ${String(error)}`)
    }
    return doc
  }
