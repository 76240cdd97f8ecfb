import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const modules = path.join(import.meta.dirname, '../../node_modules')
const versionOf = (name: string): string =>
  (JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')) as { version: string }).version

/** Published only at 3.90.1; package.json's overrides give them payload 3.90.2 (payload.config.ts). */
const ONE_PATCH_BEHIND = [
  '@payloadcms/plugin-cloud-storage',
  '@payloadcms/plugin-redirects',
  '@payloadcms/plugin-seo',
  '@payloadcms/storage-s3',
]

// Payload's own check is off (payload.config.ts): this one keeps every other package on payload's version.
it("should have every @payloadcms package on payload's version, but those published only at 3.90.1", () => {
  const payload = versionOf('payload')
  const mismatched = readdirSync(path.join(modules, '@payloadcms'))
    .map((name) => `@payloadcms/${name}`)
    .filter((name) => !ONE_PATCH_BEHIND.includes(name) && versionOf(name) !== payload)
  expect(mismatched).toEqual([])
})
