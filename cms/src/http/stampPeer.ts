/**
 * What both cms servers (cms/server.ts for Next, cms/api-server.ts for the API process) do first with
 * every request. Loaded by server.ts under plain Node: explicit extensions, nothing but types from packages.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { clientAddressBehindProxies } from '../../../content-schema/src/core/trustedProxies.ts'
import { PEER_HEADER } from './clientAddress.ts'

/**
 * Stamps the request with the socket's address (PEER_HEADER), overwriting anything a client sent;
 * when that socket is a balancer listed in TRUSTED_PROXIES, with the client's address the balancer
 * gave in X-Forwarded-For (content-schema/src/core/trustedProxies.ts). Node keeps a client's
 * X-Forwarded-For as sent, so without this the cms could not tell a forged address from a real one
 * (clientAddress.ts). With a process name (NEXOVIA_PROCESS_NAME), it is sent back in `nameHeader`,
 * so that a test behind a balancer can tell which process answered (npm run test:lb).
 */
export function stampPeer(
  req: IncomingMessage,
  res: ServerResponse,
  {
    trustedProxies,
    processName,
    nameHeader,
  }: { trustedProxies: ReadonlySet<string>; processName?: string; nameHeader: string },
): void {
  req.headers[PEER_HEADER] = clientAddressBehindProxies(
    req.socket.remoteAddress ?? '',
    req.headers['x-forwarded-for'],
    trustedProxies,
  )
  if (processName) res.setHeader(nameHeader, processName)
}
