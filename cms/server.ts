/**
 * The cms's production server: Next's request handler behind a plain node:http server, which
 * stamps each request with the socket's address (PEER_HEADER), overwriting anything a client
 * sent. Next itself keeps a client's X-Forwarded-For as sent, so without this the cms could not
 * tell a forged address from a real one (cms/src/http/clientAddress.ts). REUSE_PORT=1 lets several
 * of these processes listen on one port, the kernel spreading connections (npm start with WORKERS=N).
 * NEXOVIA_PROCESS_NAME, when set, is sent back as X-Nexovia-Cms-Process on every answer, so that a
 * test behind a balancer can tell which process answered (npm run test:lb); unset, nothing is added.
 */
import { createServer } from 'node:http'
import path from 'node:path'
import next from 'next'

const PEER_HEADER = 'x-nexovia-peer'
const port = Number(process.env.CMS_PORT ?? 3000)
const hostname = process.env.CMS_HOST ?? '127.0.0.1'
const processName = process.env.NEXOVIA_PROCESS_NAME

const app = next({ dev: false, dir: path.dirname(new URL(import.meta.url).pathname), hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

createServer((req, res) => {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? ''
  if (processName) res.setHeader('x-nexovia-cms-process', processName)
  void handle(req, res)
}).listen({ port, host: hostname, reusePort: process.env.REUSE_PORT === '1' }, () => {
  console.log(`cms ready on http://${hostname}:${port} (process ${process.pid})`)
})
