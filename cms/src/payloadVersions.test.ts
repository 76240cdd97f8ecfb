import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const modules = path.join(import.meta.dirname, '../../node_modules')
const versionOf = (name: string): string =>
  (JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')) as { version: string }).version

// Every Payload package is pinned at one version (cms/package.json): they are raised together. Payload's
// own dependency check says the same at start in development; this one fails in CI before anything runs.
it("should have every @payloadcms package on payload's version", () => {
  const payload = versionOf('payload')
  const mismatched = readdirSync(path.join(modules, '@payloadcms'))
    .map((name) => `@payloadcms/${name}`)
    .filter((name) => versionOf(name) !== payload)
  expect(mismatched).toEqual([])
})
