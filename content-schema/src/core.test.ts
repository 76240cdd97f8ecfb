import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const PACKAGE = '@nexovia/content-schema'

/** A specifier of this package itself resolves to its file (the root to index.ts), so it is followed too. */
function resolve(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier)
  if (specifier === PACKAGE) return path.join(import.meta.dirname, 'index.ts')
  if (specifier.startsWith(`${PACKAGE}/`)) {
    return path.join(import.meta.dirname, `${specifier.slice(PACKAGE.length + 1)}.ts`)
  }
}

/** Every module the entry loads at run time (type-only imports are erased, so they do not count). */
function runtimeImports(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  const source = readFileSync(entry, 'utf8')
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
  ]
  for (const [, specifier = ''] of specifiers) {
    const file = resolve(entry, specifier)
    if (file) runtimeImports(file, seen)
    else seen.add(specifier)
  }
  return seen
}

/** zod in any of its entries: `zod`, `zod/mini`, `zod/v4`... */
const loadsZod = (entry: string) =>
  [...runtimeImports(entry)].some((module) => module === 'zod' || module.startsWith('zod/'))

describe('@nexovia/content-schema/core', () => {
  it('should load no zod at run time, so browser code may import it', () => {
    expect(loadsZod(path.join(import.meta.dirname, 'core.ts'))).toBe(false)
  })

  it('should be seen to load zod through the package root', () => {
    expect(loadsZod(path.join(import.meta.dirname, 'index.ts'))).toBe(true)
  })

  it("should be what Biome's zod-free overrides name: every module core.ts loads, and no other", () => {
    const biome: { overrides: { includes: string[] }[] } = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../biome.json'), 'utf8'),
    )
    const named = biome.overrides
      .filter(({ includes }) =>
        includes.some((glob) => glob.endsWith('/plain.ts') || glob.endsWith('src/core.ts')),
      )
      .flatMap(({ includes }) => includes)
    const loaded = [...runtimeImports(path.join(import.meta.dirname, 'core.ts'))]
      .filter((module) => module.startsWith('/'))
      .map((file) => `content-schema/src/${path.relative(import.meta.dirname, file)}`)
    expect(named.toSorted()).toEqual(loaded.toSorted())
  })

  it('should be seen to load zod through zod/mini or a re-export of the package root', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zod-free-'))
    try {
      writeFileSync(
        path.join(dir, 'mini.ts'),
        "import { z } from 'zod/mini'\nexport const ZId = z.string()\n",
      )
      writeFileSync(path.join(dir, 'root.ts'), `export { translate } from '${PACKAGE}'\n`)
      expect([loadsZod(path.join(dir, 'mini.ts')), loadsZod(path.join(dir, 'root.ts'))]).toEqual([true, true])
    } finally {
      rmSync(dir, { recursive: true })
    }
  })
})
