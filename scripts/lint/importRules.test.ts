/**
 * The folder rules of biome.json and site/biome.json (noRestrictedImports): each planted import is
 * linted as a file at that path and must be refused; the
 * allowed one beside it must pass, so a rule that refuses everything fails too.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const biome = path.join(root, 'node_modules/.bin/biome')

/**
 * Lints `code` as the file at `filePath`, in a copy of the repository's two Biome configs in a
 * temporary folder (Biome reads no diagnostics from stdin, and nothing is planted in the tree).
 */
function lint(filePath: string, code: string): { refused: boolean; output: string } {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'import-rules-'))
  try {
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as Record<string, unknown>
    delete config.vcs
    delete config.$schema
    writeFileSync(path.join(copy, 'biome.json'), JSON.stringify(config))
    mkdirSync(path.join(copy, 'site'))
    const siteConfig = JSON.parse(readFileSync(path.join(root, 'site/biome.json'), 'utf8')) as Record<
      string,
      unknown
    >
    delete siteConfig.$schema
    writeFileSync(path.join(copy, 'site/biome.json'), JSON.stringify(siteConfig))
    mkdirSync(path.dirname(path.join(copy, filePath)), { recursive: true })
    writeFileSync(path.join(copy, filePath), code)
    const run = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', filePath], {
      cwd: copy,
      encoding: 'utf8',
    })
    return { refused: run.status !== 0, output: `${run.stdout}${run.stderr}` }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

const uses = (specifier: string, name = 'x') =>
  `import { ${name} } from '${specifier}'\nexport const planted = ${name}\n`

describe('folder rules', () => {
  it.each([
    [
      'content-schema/src/core/planted.ts',
      uses('../payments/constants.ts'),
      'a core file importing a feature',
    ],
    [
      'content-schema/src/flights/planted.ts',
      uses('../../../cms/src/payload-types'),
      'content-schema importing the cms',
    ],
    [
      'content-schema/src/places/planted.ts',
      uses('../../../site/src/routes'),
      'content-schema importing the site',
    ],
    [
      'content-schema/src/places/planted.ts',
      uses('payload', 'getPayload'),
      'content-schema importing Payload',
    ],
    ['site/src/lib/planted.ts', uses('payload', 'getPayload'), 'the site importing Payload'],
    [
      'site/src/features/flights/planted.ts',
      uses('../../../../cms/src/services/x'),
      'the site importing the cms',
    ],
    ['cms/src/services/planted.ts', uses('../../../site/src/routes'), 'the cms importing the site'],
  ])('should refuse %s (%s)', (filePath, code) => {
    const { refused, output } = lint(filePath, code)
    expect(refused, output).toBe(true)
    expect(output).toContain('noRestrictedImports')
  })

  it.each([
    ['content-schema/src/core/planted.ts', uses('./money.ts')],
    ['content-schema/src/flights/planted.ts', uses('../core/money.ts')],
    ['site/src/lib/planted.ts', uses('@nexovia/content-schema/core/money')],
    ['cms/src/services/planted.ts', uses('payload', 'getPayload')],
  ])('should let %s import within the rules', (filePath, code) => {
    const { refused, output } = lint(filePath, code)
    expect(refused, output).toBe(false)
  })
})
