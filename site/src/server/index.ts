/**
 * The site's production server: the Astro node adapter's handler (static files and pages) behind
 * security headers, compression, long-lived caching of hashed assets and a copy of cached pages
 * as sent (see siteRequestListener.ts). `node src/server/index.ts` after `astro build`.
 */
import http from 'node:http'
import { securityOptionsFromEnv } from './securityHeaders.ts'
import { siteRequestListener } from './siteRequestListener.ts'

// The built entry starts its own server on import unless told not to.
process.env.ASTRO_NODE_AUTOSTART = 'disabled'
const entry = new URL('../../dist/server/entry.mjs', import.meta.url).href
const { handler } = (await import(entry)) as {
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void
}

const port = Number(process.env.PORT ?? process.env.SITE_PORT ?? 4321)
const host = process.env.HOST ?? 'localhost'
const security = securityOptionsFromEnv(process.env)

http
  .createServer(siteRequestListener(handler, { security }))
  .listen(port, host, () => console.log(`site listening on http://${host}:${port}`))
