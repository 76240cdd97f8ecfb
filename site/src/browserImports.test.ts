/**
 * Browser code ships without zod (≈ 60 KB): islands and client scripts import content-schema's
 * zod-free modules, and load a schema only on demand (`import()`). This test follows every static
 * value import from the site's browser entry points, through content-schema, and fails when one
 * reaches zod. Type-only imports vanish at build time and are not followed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SITE_SRC = path.dirname(new URL(import.meta.url).pathname)
const SCHEMA_SRC = path.resolve(SITE_SRC, '../../content-schema/src')
/** Static value imports: `import { a } from 'x'`, `import x from 'x'`, `import 'x'`, `export … from 'x'`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

/** The file a specifier names, for the specifiers we follow (relative, and content-schema's). */
function resolve(from: string, specifier: string): string | 'zod' | undefined {
  if (specifier === 'zod' || specifier.startsWith('zod/')) return 'zod'
  let base: string
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else if (specifier === '@nexovia/content-schema') base = path.join(SCHEMA_SRC, 'index')
  else if (specifier.startsWith('@nexovia/content-schema/')) base = path.join(SCHEMA_SRC, specifier.slice(24))
  else return undefined
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      if (/\.(ts|tsx)$/.test(candidate)) return candidate
    }
  }
  return undefined
}

/** The code of a file the browser runs: an island whole, an Astro component's bundled <script>s only. */
function browserCode(file: string): string {
  const text = readFileSync(file, 'utf8')
  if (!file.endsWith('.astro')) return text
  return [...text.matchAll(/<script(?![^>]*\b(?:is:inline|type=))[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join('\n')
}

/** The chain of files from `entry` to a zod import, or undefined when there is none. */
function pathToZod(entry: string): string[] | undefined {
  const seen = new Set<string>()
  const walk = (file: string, chain: string[]): string[] | undefined => {
    if (seen.has(file)) return undefined
    seen.add(file)
    for (const match of browserCode(file).matchAll(STATIC_IMPORT)) {
      const target = resolve(file, match[1]!)
      if (target === 'zod') return [...chain, 'zod']
      if (target) {
        const found = walk(target, [...chain, path.relative(SITE_SRC, target)])
        if (found) return found
      }
    }
    return undefined
  }
  return walk(entry, [path.relative(SITE_SRC, entry)])
}

/** Islands (*.tsx) and the Astro components whose <script> the browser runs. */
function browserEntries(): string[] {
  return readdirSync(SITE_SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => (file.endsWith('.tsx') && !file.endsWith('.test.tsx')) || file.endsWith('.astro'))
    .map((file) => path.join(SITE_SRC, file))
    .filter((file) => browserCode(file).trim() !== '')
}

describe('browser code', () => {
  it.each(browserEntries().map((file) => [path.relative(SITE_SRC, file), file]))(
    'should reach no zod module from %s',
    (_name, file) => {
      expect(pathToZod(file)).toBeUndefined()
    },
  )
})
