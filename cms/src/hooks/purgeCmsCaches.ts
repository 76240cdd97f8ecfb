import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { notifyChannel } from '../services/lib/notifyChannel'
import {
  CMS_CACHE_PURGE_CHANNEL,
  forgetInThisProcess,
  type ProcessCache,
} from '../services/lib/processCaches'

type AnyAfterHook = CollectionAfterChangeHook & CollectionAfterDeleteHook & GlobalAfterChangeHook

/**
 * An editor changed what the cms caches in memory (places, airports, exchange rates): this process forgets it at
 * once, and a NOTIFY in the save's own transaction tells every cms process, once committed
 * (cms/server.ts listens; cmsCachePurgeListener.ts). A failed NOTIFY costs a warning: the other
 * processes then see the change when their copy expires (a minute).
 */
export const purgeCmsCaches =
  (caches: ProcessCache[]): AnyAfterHook =>
  async ({ req, doc }) => {
    forgetInThisProcess(caches)
    if (req.context.isSeeding) return doc
    try {
      await notifyChannel(req, CMS_CACHE_PURGE_CHANNEL, JSON.stringify(caches))
    } catch (error) {
      req.payload.logger.warn(`cms cache purge failed: ${String(error)}`)
    }
    return doc
  }
