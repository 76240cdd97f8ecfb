/**
 * Behind a balancer (TRUSTED_PROXIES set), Astro's `clientAddress` must be the visitor, not the
 * balancer: every per-client limit and the address the site forwards to the cms depend on it.
 * Astro reads it from `req.socket.remoteAddress` (it trusts X-Forwarded-For only for hosts listed
 * in `security.allowedDomains`, and then whatever the client sent, left-most). So, before Astro
 * sees the request, the socket's address is shadowed with the one the trusted balancer gave; it is
 * set again on each request, since one kept-alive balancer connection carries many visitors.
 */
import type { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { clientAddressBehindProxies, parseTrustedProxies } from '@nexovia/content-schema/core/trustedProxies'

const socketPeer = Object.getOwnPropertyDescriptor(Socket.prototype, 'remoteAddress')!.get!

/** Returns what to run on each request: nothing at all when no proxy is trusted. */
export function visitorAddressFromProxies(trustedList: string | undefined) {
  const trusted = parseTrustedProxies(trustedList)
  if (trusted.size === 0) return undefined
  return (req: IncomingMessage) => {
    const peer = (socketPeer.call(req.socket) as string | undefined) ?? ''
    const visitor = clientAddressBehindProxies(peer, req.headers['x-forwarded-for'], trusted)
    Object.defineProperty(req.socket, 'remoteAddress', { value: visitor, configurable: true })
  }
}
