/**
 * The cms's production server: Next's request handler behind a plain node:http server, which
 * stamps each request with the socket's address (PEER_HEADER), overwriting anything a client
 * sent; when that socket is a balancer listed in TRUSTED_PROXIES, with the client's address the
 * balancer gave in X-Forwarded-For (content-schema/src/core/trustedProxies.ts). Next itself keeps
 * a client's X-Forwarded-For as sent, so without this the cms could not tell a forged address
 * from a real one (cms/src/http/clientAddress.ts). REUSE_PORT=1 lets several
 * of these processes listen on one port, the kernel spreading connections (npm start with WORKERS=N).
 * NEXOVIA_PROCESS_NAME, when set, is sent back as X-Nexovia-Cms-Process on every answer, so that a
 * test behind a balancer can tell which process answered (npm run test:lb); unset, nothing is added.
 *
 * The fast path (issue 20): the public lookups (src/fastPath/fastPathRoutes.ts) are answered by
 * Payload's own endpoint handling straight from node:http, skipping Next's request path, which
 * costs far more than these handlers. It is the bundle .next/fast-path/ (scripts/buildFastPath.ts,
 * part of the build); NEXOVIA_FAST_PATH=0 sends everything to Next (to compare the two paths).
 *
 * What the cms keeps in memory of editors' content (places, airports) is dropped in this process
 * whenever any process announces a change (src/services/lib/cmsCachePurgeListener.ts).
 */
import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import next from 'next'
import { clientAddressBehindProxies, parseTrustedProxies } from '../content-schema/src/core/trustedProxies.ts'
import { listenForCmsCachePurges } from './src/services/lib/cmsCachePurgeListener.ts'

const PEER_HEADER = 'x-nexovia-peer'
const port = Number(process.env.CMS_PORT ?? 3000)
const hostname = process.env.CMS_HOST ?? '127.0.0.1'
const processName = process.env.NEXOVIA_PROCESS_NAME
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES)

const dir = path.dirname(new URL(import.meta.url).pathname)
const app = next({ dev: false, dir, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

if (process.env.DATABASE_URL) listenForCmsCachePurges({ connectionString: process.env.DATABASE_URL })

type FastPath = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
const bundle = path.join(dir, '.next/fast-path/fastPathEntry.mjs')
const fastPath: FastPath | undefined =
  process.env.NEXOVIA_FAST_PATH !== '0' && existsSync(bundle)
    ? ((await import(bundle)) as { fastPath: (origin: string) => FastPath }).fastPath(
        `http://${hostname}:${port}`,
      )
    : undefined

createServer((req, res) => {
  req.headers[PEER_HEADER] = clientAddressBehindProxies(
    req.socket.remoteAddress ?? '',
    req.headers['x-forwarded-for'],
    trustedProxies,
  )
  if (processName) res.setHeader('x-nexovia-cms-process', processName)
  if (!fastPath) return void handle(req, res)
  fastPath(req, res).then(
    (answered) => {
      if (!answered) void handle(req, res)
    },
    (error: unknown) => {
      console.error('fast path:', error)
      if (!res.headersSent) res.writeHead(500).end()
    },
  )
}).listen({ port, host: hostname, reusePort: process.env.REUSE_PORT === '1' }, () => {
  console.log(`cms ready on http://${hostname}:${port} (process ${process.pid})`)
})
