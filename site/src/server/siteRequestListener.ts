/**
 * What the site's production server does with each request: a page kept from Astro's route cache
 * is answered at once; anything else goes to the Astro handler behind security headers,
 * compression and asset caching.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { negotiateEncoding, optimizeResponse } from './compression.ts'
import { INVALIDATION_PATH, ResponseCache } from './responseCache.ts'
import { type SecurityOptions, secureResponse } from './securityHeaders.ts'

type Handler = (req: IncomingMessage, res: ServerResponse) => void
type ListenerOptions = { security: SecurityOptions; cache?: ResponseCache }

/** Seconds are enough: the copy only spares the app the work of answering a hot page again. */
export const KEPT_ANSWER_TTL_MS = 5000

export function siteRequestListener(
  handler: Handler,
  { security, cache = new ResponseCache({ ttlMs: KEPT_ANSWER_TTL_MS, maxEntries: 500 }) }: ListenerOptions,
): RequestListener {
  return (req, res) => {
    const key = cache.keyFor(req, negotiateEncoding(req.headers['accept-encoding']))
    const kept = key ? cache.get(key) : undefined
    if (kept) {
      res.writeHead(kept.status, kept.headers)
      res.end(kept.body)
      return
    }
    if (req.method === 'POST' && req.url?.split('?')[0] === INVALIDATION_PATH) {
      // The cms purged Astro's cache: the copies made from it go too.
      res.on('finish', () => {
        if (res.statusCode < 300) cache.clear()
      })
    }
    optimizeResponse(req, res, { onCachedPageSent: (page) => key && cache.set(key, page) })
    secureResponse(req, res, security)
    handler(req, res)
  }
}
