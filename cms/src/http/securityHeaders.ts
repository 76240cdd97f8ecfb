import { hstsMaxAge } from '@nexovia/content-schema/core/hsts'

const isProduction = process.env.NODE_ENV === 'production'

/** The site's origin: the panel's live preview frames its /preview page (and nothing else of it). */
export const siteOrigin = (env: Record<string, string | undefined>): string =>
  new URL(env.PUBLIC_SITE_URL ?? `http://localhost:${env.SITE_PORT ?? '4321'}`).origin

/**
 * The admin panel is Next and React: its inline bootstrap scripts and styles need 'unsafe-inline'
 * (and 'unsafe-eval' for the dev server's refresh); everything loads from this origin, images also
 * from data:/blob: (upload previews), frames also from the site (live preview). Nothing may frame
 * it, and it posts forms only to itself. Read when Next builds (next.config.ts headers).
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${isProduction ? '' : ' ws: wss:'}`,
  "media-src 'self' blob:",
  `frame-src 'self' ${siteOrigin(process.env)}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const cmsHstsMaxAge = hstsMaxAge(process.env, process.env.CMS_PUBLIC_URL ?? process.env.PUBLIC_SITE_URL)

/**
 * Sent with every answer of the cms: by Next (next.config.ts) and by the API process
 * (apiServer/createApiHandler.ts), so that both processes answer with the same headers.
 */
export const securityHeaders: { key: string; value: string }[] = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Browsers keep HSTS for its max-age: only where the cms is really served over https.
  ...(cmsHstsMaxAge > 0
    ? [{ key: 'Strict-Transport-Security', value: `max-age=${cmsHstsMaxAge}; includeSubDomains` }]
    : []),
]
