/**
 * Each cms process LISTENs for the purges announced by a save in any process (purgeCmsCaches.ts),
 * so the places and airports it keeps in memory follow an editor's change on every machine, as the
 * site's pages do (site/src/server/cachePurgeListener.ts); on every (re)connection it drops every
 * cache, since a purge may have been missed. Started by cms/server.ts and api-server.ts, under plain
 * Node: imports only `pg` and files reached by relative paths.
 */
import pg from 'pg'
import { type ChannelListener, listenToChannel } from '../../../../content-schema/src/core/listen-loop.ts'
import { CMS_CACHE_PURGE_CHANNEL, decodeCmsCachePurge, forgetInThisProcess } from './processCaches.ts'

type ListenerOptions = {
  connectionString: string
  retryMs?: number
  log?: (message: string) => void
}

export function listenForCmsCachePurges({
  connectionString,
  retryMs,
  log = (message) => console.warn(`[cms cache] ${message}`),
}: ListenerOptions): ChannelListener {
  return listenToChannel({
    newClient: () =>
      new pg.Client({ connectionString, application_name: 'nexovia-cms-cache-purge', keepAlive: true }),
    channel: CMS_CACHE_PURGE_CHANNEL,
    onMessage: (payload) => forgetInThisProcess(decodeCmsCachePurge(payload)),
    onConnected: () => forgetInThisProcess(null),
    retryMs,
    log,
  })
}
