/**
 * The site's production server: the Astro node adapter's handler (static files and pages) behind
 * security headers, compression, long-lived caching of hashed assets and a copy of cached pages
 * as sent (see siteRequestListener.ts). `node src/server/index.ts` after `astro build`.
 * With DATABASE_URL it LISTENs for the cms's cache purges (cachePurgeListener.ts), so any number
 * of site processes stay fresh; REUSE_PORT=1 lets several of them listen on one port (npm start
 * with WORKERS=N). NEXOVIA_PROCESS_NAME, when set, is sent back as X-Nexovia-Site-Process on every
 * answer, so that a test behind a balancer can tell which process answered (npm run test:lb).
 */
import http from 'node:http'
import { routeCache } from '../cache/routeCacheHandle.ts'
import { listenForCachePurges } from './cachePurgeListener.ts'
import { loadPrecompressedAssets } from './precompressAssets.ts'
import { ResponseCache } from './responseCache.ts'
import { securityOptionsFromEnv } from './securityHeaders.ts'
import { KEPT_ANSWER_TTL_MS, siteRequestListener } from './siteRequestListener.ts'
import { visitorAddressFromProxies } from './visitorAddress.ts'

// The built entry starts its own server on import unless told not to.
process.env.ASTRO_NODE_AUTOSTART = 'disabled'
const entry = new URL('../../dist/server/entry.mjs', import.meta.url).href
const { handler } = (await import(entry)) as {
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void
}

const port = Number(process.env.PORT ?? process.env.SITE_PORT ?? 4321)
const host = process.env.HOST ?? 'localhost'
const security = securityOptionsFromEnv(process.env)
const cache = new ResponseCache({ ttlMs: KEPT_ANSWER_TTL_MS, maxEntries: 500 })

if (process.env.DATABASE_URL) {
  listenForCachePurges({
    connectionString: process.env.DATABASE_URL,
    onPurge: async (tags) => {
      // Astro's route cache first: the copies kept here are made from its answers.
      if (tags) await routeCache()?.invalidate(tags)
      else routeCache()?.purgeAll()
      cache.clear()
    },
  })
} else {
  console.warn('[cache] DATABASE_URL is not set: purges from the cms will not reach this process')
}

const listener = siteRequestListener(handler, { security, cache })
const processName = process.env.NEXOVIA_PROCESS_NAME
// TRUSTED_PROXIES: the balancers whose X-Forwarded-For names the visitor (visitorAddress.ts).
const takeVisitorAddress = visitorAddressFromProxies(process.env.TRUSTED_PROXIES)

http
  .createServer(
    processName || takeVisitorAddress
      ? (req, res) => {
          takeVisitorAddress?.(req)
          if (processName) res.setHeader('x-nexovia-site-process', processName)
          listener(req, res)
        }
      : listener,
  )
  .listen({ port, host, reusePort: process.env.REUSE_PORT === '1' }, () => {
    console.log(`site listening on http://${host}:${port} (process ${process.pid})`)
    // The build's brotli 11 and gzip 9 of the scripts and styles (no compressing here), in the background.
    void loadPrecompressedAssets(new URL('../../dist/client/_astro', import.meta.url).pathname)
  })
