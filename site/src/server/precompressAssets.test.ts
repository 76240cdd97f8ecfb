import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compressedAssets } from './compression'
import { precompressAssets } from './precompressAssets'

describe('precompressAssets', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-assets-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('should keep both compressed forms of each script and style, and skip images and small files', async () => {
    writeFileSync(path.join(dir, 'client.a1.js'), 'export const hydrate = () => {};\n'.repeat(200))
    writeFileSync(path.join(dir, 'page.b2.css'), '.card { margin: 0 auto; }\n'.repeat(200))
    writeFileSync(path.join(dir, 'tiny.c3.js'), 'export {}')
    writeFileSync(path.join(dir, 'photo.d4.webp'), Buffer.alloc(4096, 7))
    const before = compressedAssets.size
    const count = await precompressAssets(dir)
    expect([count, compressedAssets.size - before]).toEqual([2, 4])
  })
})
