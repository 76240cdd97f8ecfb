/**
 * Each site process LISTENs for the cms's cache purges (CACHE_PURGE_CHANNEL), so an editor's
 * publish reaches every process, on every machine. Postgres keeps no notification for a listener
 * that is not connected: whenever this (re)connects, it asks for everything to be dropped, since
 * a purge may have been missed meanwhile.
 */
import { CACHE_PURGE_CHANNEL, decodeCachePurge } from '@nexovia/content-schema/content/cache-purge'
import type { CacheTag } from '@nexovia/content-schema/content/cache-tags'
import pg from 'pg'

/** The tags to drop, or null for every page. */
export type Purge = (tags: CacheTag[] | null) => void | Promise<void>

type ListenerOptions = {
  connectionString: string
  onPurge: Purge
  /** Shown in pg_stat_activity (the tests end one listener's connection by it). */
  applicationName?: string
  retryMs?: number
  log?: (message: string) => void
}

export type CachePurgeListener = {
  /** Settles once the first LISTEN is in place. */
  ready: Promise<void>
  stop: () => Promise<void>
}

export function listenForCachePurges({
  connectionString,
  onPurge,
  applicationName = 'nexovia-site-cache-purge',
  retryMs = 1000,
  log = (message) => console.warn(`[cache] ${message}`),
}: ListenerOptions): CachePurgeListener {
  let client: pg.Client | undefined
  let isStopped = false
  let retryTimer: NodeJS.Timeout | undefined
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })

  const purge = async (tags: CacheTag[] | null) => {
    try {
      await onPurge(tags)
    } catch (error) {
      log(`purge failed: ${String(error)}`)
    }
  }

  const retryLater = (reason: string) => {
    if (isStopped || retryTimer) return
    log(`listener disconnected (${reason}); reconnecting in ${retryMs} ms`)
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void connect()
    }, retryMs)
  }

  const connect = async () => {
    const current = new pg.Client({ connectionString, application_name: applicationName, keepAlive: true })
    client = current
    current.on('notification', ({ channel, payload }) => {
      if (channel === CACHE_PURGE_CHANNEL) void purge(decodeCachePurge(payload))
    })
    // 'error' alone would crash the process; the connection's end is what triggers the retry.
    current.on('error', (error) => log(`listener error: ${error.message}`))
    current.on('end', () => {
      if (client === current) retryLater('connection ended')
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${CACHE_PURGE_CHANNEL}`)
    } catch (error) {
      await current.end().catch(() => {})
      retryLater(String(error))
      return
    }
    await purge(null)
    markReady()
  }

  void connect()
  return {
    ready,
    stop: async () => {
      isStopped = true
      clearTimeout(retryTimer)
      const last = client
      client = undefined
      await last?.end().catch(() => {})
    },
  }
}
