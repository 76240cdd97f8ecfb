/**
 * Each cms process LISTENs for the purges announced by a save in any process (purgeCmsCaches.ts),
 * so the places and airports it keeps in memory follow an editor's change on every machine, as the
 * site's pages do (site/src/server/cachePurgeListener.ts). Postgres keeps nothing for a listener
 * that is not connected: whenever this (re)connects it drops every cache, since a purge may have
 * been missed. Started by cms/server.ts, under plain Node: imports only `pg` and a file of its own.
 */
import pg from 'pg'
import { CMS_CACHE_PURGE_CHANNEL, decodeCmsCachePurge, forgetInThisProcess } from './processCaches.ts'

type ListenerOptions = {
  connectionString: string
  retryMs?: number
  log?: (message: string) => void
}

export function listenForCmsCachePurges({
  connectionString,
  retryMs = 1000,
  log = (message) => console.warn(`[cms cache] ${message}`),
}: ListenerOptions): { ready: Promise<void>; stop: () => Promise<void> } {
  let client: pg.Client | undefined
  let isStopped = false
  let retryTimer: NodeJS.Timeout | undefined
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })

  const retryLater = (reason: string) => {
    if (isStopped || retryTimer) return
    log(`listener disconnected (${reason}); reconnecting in ${retryMs} ms`)
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void connect()
    }, retryMs)
  }

  const connect = async () => {
    const current = new pg.Client({
      connectionString,
      application_name: 'nexovia-cms-cache-purge',
      keepAlive: true,
    })
    client = current
    current.on('notification', ({ channel, payload }) => {
      if (channel === CMS_CACHE_PURGE_CHANNEL) forgetInThisProcess(decodeCmsCachePurge(payload ?? ''))
    })
    // 'error' alone would crash the process; the connection's end is what triggers the retry.
    current.on('error', (error) => log(`listener error: ${error.message}`))
    current.on('end', () => {
      if (client === current) retryLater('connection ended')
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${CMS_CACHE_PURGE_CHANNEL}`)
    } catch (error) {
      await current.end().catch(() => {})
      retryLater(String(error))
      return
    }
    forgetInThisProcess(null)
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
