import { REVALIDATE_SECRET } from 'astro:env/server'
import { createHmac } from 'node:crypto'

/**
 * Vouches for the visitor's address on a request to the cms: the cms rate-limits per client, and
 * trusts X-Forwarded-For only with this token (cms/src/http/clientAddress.ts derives the
 * same value from the shared secret).
 */
const PROXY_TOKEN = createHmac('sha256', REVALIDATE_SECRET).update('nexovia-site-proxy').digest('base64url')

/** Sets the visitor's address, and the token that makes the cms believe it, on cms request headers. */
export function setVisitorAddress(headers: Headers, clientAddress: string): void {
  headers.set('x-forwarded-for', clientAddress)
  headers.set('x-nexovia-proxy', PROXY_TOKEN)
}
