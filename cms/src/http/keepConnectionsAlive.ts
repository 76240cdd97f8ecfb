import type { Server } from 'node:http'

/**
 * How long an idle keep-alive connection stays open: longer than any client of these servers keeps one
 * (HAProxy's timeouts in deploy/haproxy.cfg, the site's proxy, test clients). With Node's 5 s, the
 * server could close a connection just as a client reused it, and that request failed with ECONNRESET
 * (seen in an e2e run: a GET to the cms after a few seconds' pause).
 */
export const KEEP_ALIVE_MS = 65_000

export function keepConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  // Node requires the headers' timeout above the keep-alive one, else an idle connection can be cut first.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
  return server
}
