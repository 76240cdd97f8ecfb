import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { hstsMaxAge } from '../content-schema/src/core/hsts.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const isProduction = process.env.NODE_ENV === 'production'

/**
 * The admin panel is Next and React: its inline bootstrap scripts and styles need 'unsafe-inline'
 * (and 'unsafe-eval' for the dev server's refresh); everything loads from this origin, images also
 * from data:/blob: (upload previews). Nothing may frame it, and it posts forms only to itself.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${isProduction ? '' : ' ws: wss:'}`,
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const cmsHstsMaxAge = hstsMaxAge(process.env, process.env.CMS_PUBLIC_URL ?? process.env.PUBLIC_SITE_URL)

const securityHeaders = [
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

const nextConfig: NextConfig = {
  // Every answer of the cms, the admin panel and /api alike.
  headers: async () => [{ source: '/:path*', headers: securityHeaders }],
  // The workspace is hoisted: Next must trace and bundle from the repository root.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  transpilePackages: ['@nexovia/content-schema'],
  poweredByHeader: false,
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
