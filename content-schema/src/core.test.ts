import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every module the entry loads at run time (type-only imports are erased, so they do not count). */
function runtimeImports(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  const source = readFileSync(entry, 'utf8')
  const specifiers = [...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)]
  for (const [, specifier = ''] of specifiers) {
    if (specifier.startsWith('.')) runtimeImports(path.resolve(path.dirname(entry), specifier), seen)
    else seen.add(specifier)
  }
  return seen
}

describe('@nexovia/content-schema/core', () => {
  it('should load no zod at run time, so browser code may import it', () => {
    expect([...runtimeImports(path.join(import.meta.dirname, 'core.ts'))]).not.toContain('zod')
  })

  it('should be seen to load zod through the package root', () => {
    expect([...runtimeImports(path.join(import.meta.dirname, 'index.ts'))]).toContain('zod')
  })
})
