import { CMS_URL, REVALIDATE_SECRET } from 'astro:env/server'
import { createHmac } from 'node:crypto'
import type { APIContext } from 'astro'

const FORWARDED_REQUEST_HEADERS = [
  'cookie',
  'content-type',
  'accept',
  'accept-language',
  'authorization',
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

const PROXY_TOKEN = createHmac('sha256', REVALIDATE_SECRET).update('nexovia-site-proxy').digest('base64url')

function requestHeaders(context: APIContext): Headers {
  const headers = new Headers()
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = context.request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  // The cms rate-limits per client, so it must see the visitor's address rather than the site's.
  // No x-forwarded-host: the Host header is client-controlled and must not shape cms-built links.
  headers.set('x-forwarded-for', context.clientAddress)
  // Vouches for that address: the cms trusts X-Forwarded-For only with this token
  // (cms/src/endpoints/lib/clientAddress.ts derives the same value from the shared secret).
  headers.set('x-nexovia-proxy', PROXY_TOKEN)
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

/** Forwards an /api/* request to the cms and streams its answer back, so the browser stays on one origin. */
export async function forwardToCms(context: APIContext): Promise<Response> {
  const { request, url } = context
  const target = new URL(`${url.pathname}${url.search}`, CMS_URL)
  if (!target.pathname.startsWith('/api/') && target.pathname !== '/api') return badGateway('Not an API path')
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'

  let upstream: Response
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers: requestHeaders(context),
      body: hasBody ? request.body : null,
      // Required by Node's fetch to send a streamed request body.
      ...(hasBody ? { duplex: 'half' } : {}),
      redirect: 'manual',
      signal: request.signal,
    })
  } catch (error) {
    console.warn(`[api proxy] ${request.method} ${target.pathname} failed: ${String(error)}`)
    return badGateway('The content service is unavailable. Please try again shortly.')
  }

  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders(upstream),
  })
}
