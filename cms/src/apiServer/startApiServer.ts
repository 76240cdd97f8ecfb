import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SanitizedConfig } from 'payload'
import { keepConnectionsAlive } from '../http/keepConnectionsAlive'
import { stampPeer } from '../http/stampPeer'
import { createApiHandler } from './createApiHandler'

type ApiServerOptions = {
  config: Promise<SanitizedConfig> | SanitizedConfig
  port: number
  host: string
  /** Several processes on one port, the kernel spreading connections (WORKERS=N). */
  reusePort?: boolean
  trustedProxies: ReadonlySet<string>
  processName?: string
}

/**
 * The API process's node:http server: each request stamped with its client's address, as the cms's
 * own server does (stampPeer.ts), then answered by createApiHandler. Resolves with the server and
 * its origin once it listens (port 0: one the system picks, for the tests).
 */
export function startApiServer(options: ApiServerOptions): Promise<{ server: Server; origin: string }> {
  const { config, port, host, reusePort = false, trustedProxies, processName } = options
  const peer = { trustedProxies, processName, nameHeader: 'x-nexovia-api-process' }
  let handle: ReturnType<typeof createApiHandler> | undefined
  const server = keepConnectionsAlive(
    createServer((req, res) => {
      stampPeer(req, res, peer)
      handle!(req, res).catch((error: unknown) => {
        console.error('api:', error)
        if (!res.headersSent) res.writeHead(500).end()
      })
    }),
  )
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, reusePort }, () => {
      const origin = `http://${host}:${(server.address() as AddressInfo).port}`
      handle = createApiHandler(config, origin)
      resolve({ server, origin })
    })
  })
}
