import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'

/** Set by the site's /api proxy: proves that its X-Forwarded-For is the site's own account of the visitor. */
export const PROXY_TOKEN_HEADER = 'x-nexovia-proxy'

/**
 * Set by the cms's own server (cms/server.ts) from the socket, overwriting whatever a client sent:
 * Next keeps a client's X-Forwarded-For as sent, so it cannot tell who is really on the line.
 */
export const PEER_HEADER = 'x-nexovia-peer'

let lastToken: { secret: string; token: string } | undefined

/**
 * The token the site's proxy sends, derived from the secret that cms and site already share
 * (REVALIDATE_SECRET, generated once under .data/): knowing the token does not reveal the secret.
 * The site computes the same value in site/src/lib/forwardToCms.ts.
 */
export function proxyToken(secret = process.env.REVALIDATE_SECRET): string | undefined {
  if (!secret) return undefined
  // Every request asks: the HMAC is computed once per secret, not once per request.
  if (lastToken?.secret !== secret) {
    lastToken = {
      secret,
      token: createHmac('sha256', secret).update('nexovia-site-proxy').digest('base64url'),
    }
  }
  return lastToken.token
}

/** True when the request came through the site's proxy (it carries the proxy token). */
export function isFromSiteProxy(req: Pick<PayloadRequest, 'headers'>): boolean {
  const expected = proxyToken()
  const given = req.headers.get(PROXY_TOKEN_HEADER)
  if (!expected || !given) return false
  const [a, b] = [Buffer.from(expected), Buffer.from(given)]
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The visitor's address: the site's X-Forwarded-For when the request came through the site's
 * proxy, otherwise the socket's peer (the cms admin panel and any direct caller). A forged
 * X-Forwarded-For from anyone else is ignored. Without a peer (the in-process test fixture, or
 * `next dev`), every direct caller shares one bucket.
 */
export function clientAddress(req: Pick<PayloadRequest, 'headers'>): string {
  if (isFromSiteProxy(req)) {
    const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return req.headers.get(PEER_HEADER)?.trim() || 'direct'
}
