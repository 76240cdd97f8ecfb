/**
 * Security headers on every answer of the site's production server: pages, static files and
 * what the /api proxy relays. Pages carry Astro's own Content-Security-Policy (with the hashes of
 * what it inlines); any other answer gets a policy that lets it run nothing and be framed nowhere.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { hstsMaxAge } from '@nexovia/content-schema/core/hsts'
import { cmsPanelOrigins, frameAncestorsFor, withFrameAncestors } from '../lib/security/previewFraming.ts'

/** For JSON, images and files: nothing to run or load, and never inside a frame. */
export const NON_PAGE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
/**
 * The service worker's script (issue 44): a worker runs under its own script's policy, and it must fetch
 * the pages and files it keeps from its origin; it still loads nothing else and is framed nowhere.
 */
export const SERVICE_WORKER_POLICY =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
const SERVICE_WORKER_PATH = '/sw.js'
/** A page without Astro's policy (should not happen): at least never framed. */
export const PAGE_FALLBACK_POLICY = "frame-ancestors 'none'"

export type SecurityOptions = {
  /** Strict-Transport-Security max-age in seconds; 0 or undefined sends none. */
  hstsMaxAge?: number
  /** The cms panel's origins, which alone may frame the draft preview (its live preview). */
  panelOrigins?: readonly string[]
}

/** HSTS only where the site is really served over https (the shared rule, also the cms's). */
export function securityOptionsFromEnv(env: NodeJS.ProcessEnv): SecurityOptions {
  return { hstsMaxAge: hstsMaxAge(env, env.PUBLIC_SITE_URL), panelOrigins: cmsPanelOrigins(env) }
}

/** The headers every answer carries, whatever its type. */
export function baseSecurityHeaders({ hstsMaxAge = 0 }: SecurityOptions): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(hstsMaxAge > 0 ? { 'strict-transport-security': `max-age=${hstsMaxAge}; includeSubDomains` } : {}),
  }
}

type WriteHead = ServerResponse['writeHead']

/** Installs the security headers on one response, before the app handles it. */
export function secureResponse(req: IncomingMessage, res: ServerResponse, options: SecurityOptions): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders(options))) res.setHeader(name, value)
  const pathname = new URL(req.url ?? '/', 'http://site').pathname
  const framers = frameAncestorsFor(pathname, options.panelOrigins ?? [])
  const writeHead = res.writeHead.bind(res) as (status: number, reason?: string) => ServerResponse
  res.writeHead = ((status: number, reasonOrHeaders?: unknown, maybeHeaders?: unknown) => {
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined
    const headers = (typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders) as
      | OutgoingHttpHeaders
      | undefined
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    }
    if (!res.hasHeader('content-security-policy')) {
      const isPage = String(res.getHeader('content-type') ?? '').startsWith('text/html')
      const policy = isPage
        ? PAGE_FALLBACK_POLICY
        : pathname === SERVICE_WORKER_PATH
          ? SERVICE_WORKER_POLICY
          : NON_PAGE_POLICY
      res.setHeader('content-security-policy', policy)
    }
    if (framers !== "'none'" && String(res.getHeader('content-type') ?? '').startsWith('text/html')) {
      // The draft preview, framed by the panel: its policy names the panel, and DENY would override it.
      res.setHeader(
        'content-security-policy',
        withFrameAncestors(String(res.getHeader('content-security-policy')), framers),
      )
      res.removeHeader('x-frame-options')
    }
    return writeHead(status, reason)
  }) as WriteHead
}
