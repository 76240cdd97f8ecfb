import type { PayloadRequest } from 'payload'

/**
 * True when a browser sent the request from the public site (PUBLIC_SITE_URL, through its /api
 * forwarding) or from the cms's own origin. Browsers send Origin on every non-GET request;
 * Referer is the fallback for the rare one that does not. Neither present, or `null`: refused.
 */
export function isSameOriginRequest(req: PayloadRequest): boolean {
  const origin = req.headers.get('origin') ?? originOf(req.headers.get('referer'))
  if (!origin || origin === 'null') return false
  return allowedOrigins(req).has(origin)
}

/**
 * True when a browser says the request comes from another site: an Origin (or, without one, a
 * Referer) outside the allowed origins, or Sec-Fetch-Site: cross-site. Clients that send none of
 * these (servers, scripts) are no cross-site forgery and pass; they still need a valid session.
 */
export function isForeignBrowserRequest(req: PayloadRequest): boolean {
  const origin = req.headers.get('origin') ?? originOf(req.headers.get('referer'))
  if (origin) return origin === 'null' || !allowedOrigins(req).has(origin)
  return req.headers.get('sec-fetch-site') === 'cross-site'
}

function allowedOrigins(req: PayloadRequest): Set<string> {
  // The cms's own origin as the browser reached it: the Host it sent (a page elsewhere sends its own Origin).
  const host = req.headers.get('host')
  const candidates = [
    process.env.PUBLIC_SITE_URL,
    process.env.CMS_PUBLIC_URL,
    req.payload?.config.serverURL,
    req.url,
    ...(host ? [`http://${host}`, `https://${host}`] : []),
  ]
  return new Set(candidates.map(originOf).filter((origin): origin is string => Boolean(origin)))
}

function originOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
