import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { securityHeaders } from './src/http/securityHeaders.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const nextConfig: NextConfig = {
  // Every answer of the cms, the admin panel and /api alike.
  headers: async () => [{ source: '/:path*', headers: securityHeaders }],
  // The workspace is hoisted: Next must trace and bundle from the repository root.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  transpilePackages: ['@nexovia/content-schema'],
  poweredByHeader: false,
  // Off for the test builds (scripts/lib/stack.ts): npm test's typecheck level runs the same check (typegen, tsc -p cms).
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPE_CHECK === '1' },
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
