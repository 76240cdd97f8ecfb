import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, whatever the current directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export const cmsDir = path.join(repoRoot, 'cms')
export const siteDir = path.join(repoRoot, 'site')

/** Runtime files (database, uploads, generated secrets, outbox): git-ignored. */
export const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data'))

/** The JavaScript entry of a package's command, run with this very Node (24) rather than a shell shim. */
export const bin = {
  next: path.join(repoRoot, 'node_modules/next/dist/bin/next'),
  astro: path.join(repoRoot, 'node_modules/astro/bin/astro.mjs'),
  payload: path.join(repoRoot, 'node_modules/payload/bin.js'),
  playwright: path.join(repoRoot, 'node_modules/@playwright/test/cli.js'),
  vitest: path.join(repoRoot, 'node_modules/vitest/vitest.mjs'),
}
