/**
 * Each site process LISTENs for the cms's cache purges (CACHE_PURGE_CHANNEL), so an editor's
 * publish reaches every process, on every machine; on every (re)connection it asks for everything
 * to be dropped, since a purge may have been missed meanwhile (content-schema's listen loop).
 */
import { CACHE_PURGE_CHANNEL, decodeCachePurge } from '@nexovia/content-schema/content/cache-purge'
import type { CacheTag } from '@nexovia/content-schema/content/cache-tags'
import { type ChannelListener, listenToChannel } from '@nexovia/content-schema/core/listen-loop'
import pg from 'pg'

/** The tags to drop, or null for every page. */
export type Purge = (tags: CacheTag[] | null) => void | Promise<void>

export type CachePurgeListener = ChannelListener

type ListenerOptions = {
  connectionString: string
  onPurge: Purge
  /** Shown in pg_stat_activity (the tests end one listener's connection by it). */
  applicationName?: string
  retryMs?: number
  log?: (message: string) => void
}

export function listenForCachePurges({
  connectionString,
  onPurge,
  applicationName = 'nexovia-site-cache-purge',
  retryMs,
  log = (message) => console.warn(`[cache] ${message}`),
}: ListenerOptions): CachePurgeListener {
  return listenToChannel({
    newClient: () => new pg.Client({ connectionString, application_name: applicationName, keepAlive: true }),
    channel: CACHE_PURGE_CHANNEL,
    onMessage: (payload) => onPurge(decodeCachePurge(payload)),
    onConnected: () => onPurge(null),
    retryMs,
    log,
  })
}
