/**
 * The cms's production server: Next's request handler behind a plain node:http server, which stamps
 * each request with the client's address (src/http/stampPeer.ts). REUSE_PORT=1 lets several of
 * these processes listen on one port, the kernel spreading connections (npm start with WORKERS=N).
 * NEXOVIA_PROCESS_NAME, when set, is sent back as X-Nexovia-Cms-Process on every answer, so that a
 * test behind a balancer can tell which process answered (npm run test:lb); unset, nothing is added.
 *
 * The public lookups are answered by the API process (api-server.ts, issue 33); Next still mounts
 * their routes (one Payload config), for a caller that reaches the cms directly.
 *
 * What the cms keeps in memory of editors' content (places, airports) is dropped in this process
 * whenever any process announces a change (src/services/lib/cmsCachePurgeListener.ts).
 */
import { createServer } from 'node:http'
import path from 'node:path'
import next from 'next'
import { parseTrustedProxies } from '../content-schema/src/core/trustedProxies.ts'
import { keepConnectionsAlive } from './src/http/keepConnectionsAlive.ts'
import { stampPeer } from './src/http/stampPeer.ts'
import { listenForCmsCachePurges } from './src/services/lib/cmsCachePurgeListener.ts'

const port = Number(process.env.CMS_PORT ?? 3000)
const hostname = process.env.CMS_HOST ?? '127.0.0.1'
const peer = {
  trustedProxies: parseTrustedProxies(process.env.TRUSTED_PROXIES),
  processName: process.env.NEXOVIA_PROCESS_NAME,
  nameHeader: 'x-nexovia-cms-process',
}

const dir = path.dirname(new URL(import.meta.url).pathname)
const app = next({ dev: false, dir, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

if (process.env.DATABASE_URL) listenForCmsCachePurges({ connectionString: process.env.DATABASE_URL })

keepConnectionsAlive(
  createServer((req, res) => {
    stampPeer(req, res, peer)
    void handle(req, res)
  }),
).listen({ port, host: hostname, reusePort: process.env.REUSE_PORT === '1' }, () => {
  console.log(`cms ready on http://${hostname}:${port} (process ${process.pid})`)
})
