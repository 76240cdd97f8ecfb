/**
 * Who the client is behind a balancer (issue 20): the socket's peer, unless that peer is one of the
 * configured proxies (TRUSTED_PROXIES, comma-separated addresses), in which case the proxies'
 * X-Forwarded-For says. Zod-free and import-free: cms/server.ts loads it under plain Node.
 */

/** IPv4 peers of a dual-stack socket read `::ffff:10.0.0.5`: compared as `10.0.0.5`. */
const normalized = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/** The addresses of TRUSTED_PROXIES (unset or empty: none, the socket's peer is the client). */
export function parseTrustedProxies(value: string | undefined): ReadonlySet<string> {
  return new Set((value ?? '').split(',').map(normalized).filter(Boolean))
}

/**
 * The client's address. From a trusted proxy, X-Forwarded-For is read from the right (each proxy
 * appends the address it saw, and only the right-most entries were written by proxies we trust):
 * the first address that is not a trusted proxy is the client; anything to its left was sent by the
 * client and may be forged. From anyone else, the header is ignored.
 */
export function clientAddressBehindProxies(
  peer: string,
  forwardedFor: string | string[] | undefined,
  trusted: ReadonlySet<string>,
): string {
  const socketPeer = normalized(peer)
  if (!trusted.has(socketPeer) || !forwardedFor) return socketPeer
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map(normalized)
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i]!)) return hops[i]!
  // Every hop is a proxy of ours (a request made from a proxy's own machine): the left-most.
  return hops[0] ?? socketPeer
}
