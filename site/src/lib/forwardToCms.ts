import { isProviderWebhook, WEBHOOK_BODY_BYTES } from '@nexovia/content-schema/api/providerWebhooks'
import { readCapped } from '@nexovia/content-schema/core/read-capped'
import { PROVIDER_SIGNATURE_HEADERS } from '@nexovia/content-schema/payments/signature-headers'
import type { APIContext } from 'astro'
import { upstreamUrl } from './upstreamUrl'
import { setVisitorAddress } from './visitorAddress'

/**
 * The largest request body the proxy forwards. Every cms JSON endpoint caps its own body at
 * 16–24 KB and answers 413 itself; this bound sits above them and stops anything far larger
 * (a 10 MB post) here, at once, instead of streaming it to the cms. A provider's webhook (Meta batches
 * WhatsApp statuses) goes through up to the cms's own webhook cap, WEBHOOK_BODY_BYTES.
 */
export const PROXY_MAX_BODY_BYTES = 64 * 1024

/** The cap of one request's body: a provider's webhook's, or every other call's. */
const bodyCapOf = (method: string, pathname: string) =>
  isProviderWebhook(method, pathname) ? WEBHOOK_BODY_BYTES : PROXY_MAX_BODY_BYTES

const FORWARDED_REQUEST_HEADERS = [
  'cookie',
  'content-type',
  'accept',
  'accept-language',
  'authorization',
  // The cms checks that state-changing staff calls come from the site itself (anti-CSRF).
  'origin',
  'referer',
  // Providers' webhooks are pointed at the site's /api (the public entry): their signatures must reach the cms.
  ...Object.values(PROVIDER_SIGNATURE_HEADERS),
  // Let the browser revalidate and range-request media files through the proxy.
  'if-none-match',
  'if-modified-since',
  'range',
]

const DROPPED_RESPONSE_HEADERS = new Set([
  // Hop-by-hop headers describe the site↔cms connection, not the response.
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // fetch has already decoded the body, so its original encoding and length no longer apply.
  'content-encoding',
  'content-length',
  // Copied one by one below: a Headers copy would fold several cookies into one line.
  'set-cookie',
  // Astro's memory cache would otherwise store cms responses under the site's own cache rules.
  'cdn-cache-control',
  'cache-tag',
])

function requestHeaders(context: APIContext): Headers {
  const headers = new Headers()
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = context.request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  // The cms rate-limits per client, so it must see the visitor's address rather than the site's.
  // No x-forwarded-host: the Host header is client-controlled and must not shape cms-built links.
  setVisitorAddress(headers, context.clientAddress)
  return headers
}

function responseHeaders(upstream: Response): Headers {
  const headers = new Headers()
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name)) headers.set(name, value)
  })
  for (const cookie of upstream.headers.getSetCookie()) headers.append('set-cookie', cookie)
  return headers
}

function badGateway(message: string): Response {
  return Response.json({ errors: [{ message }] }, { status: 502 })
}

/** The same answer, with the same message key, as the cms's own body cap. */
function tooLarge(): Response {
  return Response.json({ message: 'errors.bodyTooLarge' }, { status: 413 })
}

/** How long a refused body is still read (and dropped) after the 413 has gone out. */
const LINGER_MS = 3000

/**
 * Reads and drops the rest of a refused body for a while. Closing at once would make the client's
 * next write meet a reset, which can wipe the 413 from its buffer before it reads it; past the
 * deadline the connection is dropped anyway.
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const deadline = setTimeout(() => void reader.cancel().catch(() => {}), LINGER_MS)
  void (async () => {
    try {
      for (;;) if ((await reader.read()).done) break
    } catch {
      // The client went away: nothing left to drop.
    } finally {
      clearTimeout(deadline)
    }
  })()
}

/**
 * The whole body if it fits under the cap, else null: a declared Content-Length is refused before
 * reading, and a chunked body is refused as soon as it passes the cap.
 */
async function cappedBody(request: Request, cap: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  if (Number(request.headers.get('content-length') ?? 0) > cap) {
    discardRest(reader)
    return null
  }
  const bytes = await readCapped(reader, cap)
  if (!bytes) discardRest(reader)
  return bytes ?? null
}

/**
 * Forwards an /api/* request and streams its answer back, so the browser stays on one origin: the
 * public lookups to the API process (API_URL), everything else to the cms (CMS_URL).
 */
export async function forwardToCms(context: APIContext): Promise<Response> {
  const { request, url } = context
  const target = upstreamUrl(request.method, `${url.pathname}${url.search}`)
  if (!target.pathname.startsWith('/api/') && target.pathname !== '/api') return badGateway('Not an API path')
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  // Read here, under the cap, so that an oversized post never reaches (or waits on) the cms.
  const body = hasBody ? await cappedBody(request, bodyCapOf(request.method, url.pathname)) : null
  if (hasBody && !body) return tooLarge()

  let upstream: Response
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers: requestHeaders(context),
      body,
      redirect: 'manual',
      signal: request.signal,
    })
  } catch (error) {
    // A visitor who went away (a navigation cancels the images a page was loading) is no failure: the
    // fetch aborts with them, or their address is already gone with the socket. Nobody reads the answer.
    if (!request.signal.aborted)
      console.warn(`[api proxy] ${request.method} ${target.pathname} failed: ${String(error)}`)
    return badGateway('The content service is unavailable. Please try again shortly.')
  }

  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders(upstream),
  })
}
