import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import { build } from 'vite'

const WORKER_ENTRY = fileURLToPath(new URL('../pwa/serviceWorker.ts', import.meta.url))

/**
 * The shell's version: a digest of the build's hashed file names and of the worker's own sources, so any
 * deployment that changes what a page loads ships a new worker, and the same build always the same one.
 */
export function shellVersion(assetsDir: string): string {
  const digest = createHash('sha256')
  for (const name of readdirSync(assetsDir).sort()) digest.update(`${name}\n`)
  for (const source of ['../pwa/serviceWorker.ts', '../pwa/offlineRoutes.ts']) {
    digest.update(readFileSync(new URL(source, import.meta.url)))
  }
  return digest.digest('hex').slice(0, 16)
}

/**
 * The build step that bundles the service worker (src/pwa/serviceWorker.ts) into one classic script at
 * the client's root, /sw.js (a worker's scope is its folder), after the pages' files are written.
 */
export function serviceWorkerBuild(): AstroIntegration {
  let clientDir: URL | undefined
  let assetsDir: URL | undefined
  return {
    name: 'nexovia:service-worker',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = config.build.client
        assetsDir = new URL(`${config.build.assets}/`, config.build.client)
      },
      'astro:build:done': async ({ logger }) => {
        if (!clientDir || !assetsDir) return
        const version = shellVersion(fileURLToPath(assetsDir))
        await build({
          configFile: false,
          logLevel: 'warn',
          define: { __SHELL_VERSION__: JSON.stringify(version) },
          build: {
            outDir: fileURLToPath(clientDir),
            emptyOutDir: false,
            copyPublicDir: false,
            minify: true,
            lib: {
              entry: WORKER_ENTRY,
              formats: ['iife'],
              name: 'nexoviaServiceWorker',
              fileName: () => 'sw.js',
            },
          },
        })
        logger.info(`service worker written to /sw.js (shell ${version})`)
      },
    },
  }
}
