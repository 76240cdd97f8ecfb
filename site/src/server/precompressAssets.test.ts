import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { compressedAssets, optimizeResponse } from './compression'
import { loadPrecompressedAssets, writePrecompressedAssets } from './precompressAssets'

const script = Buffer.from('export const hydrate = (island) => island.start();\n'.repeat(200))

/** A server answering /_astro/<name> from the folder, as the Astro handler does behind optimizeResponse. */
async function assetServer(dir: string) {
  const server = http.createServer((req, res) => {
    optimizeResponse(req, res)
    res.setHeader('content-type', 'text/javascript')
    res.end(readFileSync(path.join(dir, path.basename(req.url ?? ''))))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe('writePrecompressedAssets (the build step)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-assets-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('should write a .br and a .gz beside each script and style that decode to the original', async () => {
    const style = Buffer.from('.card { margin: 0 auto; }\n'.repeat(200))
    writeFileSync(path.join(dir, 'client.a1.js'), script)
    writeFileSync(path.join(dir, 'page.b2.css'), style)
    const count = await writePrecompressedAssets(dir)
    const decoded = [
      zlib.brotliDecompressSync(readFileSync(path.join(dir, 'client.a1.js.br'))),
      zlib.gunzipSync(readFileSync(path.join(dir, 'client.a1.js.gz'))),
      zlib.brotliDecompressSync(readFileSync(path.join(dir, 'page.b2.css.br'))),
      zlib.gunzipSync(readFileSync(path.join(dir, 'page.b2.css.gz'))),
    ]
    expect([count, ...decoded]).toEqual([2, script, script, style, style])
  })

  it('should leave images and files under 128 B as they are', async () => {
    writeFileSync(path.join(dir, 'tiny.c3.js'), 'export {}')
    writeFileSync(path.join(dir, 'photo.d4.webp'), Buffer.alloc(4096, 7))
    await writePrecompressedAssets(dir)
    expect([
      existsSync(path.join(dir, 'tiny.c3.js.br')),
      existsSync(path.join(dir, 'photo.d4.webp.br')),
    ]).toEqual([false, false])
  })
})

describe('loadPrecompressedAssets (a site process starting)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-built-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("should answer a hashed script with the build's own .br bytes, which decode to the script", async () => {
    writeFileSync(path.join(dir, 'island.e5.js'), script)
    // Quality 1, unlike the server's 11: the bytes answered can only come from this file.
    const builtBrotli = zlib.brotliCompressSync(script, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
    })
    writeFileSync(path.join(dir, 'island.e5.js.br'), builtBrotli)
    const count = await loadPrecompressedAssets(dir)
    const { server, origin } = await assetServer(dir)
    const response = await fetch(`${origin}/_astro/island.e5.js`, {
      headers: { 'accept-encoding': 'br' },
      signal: AbortSignal.timeout(5000),
    })
    const decoded = Buffer.from(await response.arrayBuffer())
    server.close()
    expect([count, Number(response.headers.get('content-length')), decoded]).toEqual([
      1,
      builtBrotli.length,
      script,
    ])
  })

  it('should keep nothing for an asset the build did not compress', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'nexovia-plain-'))
    writeFileSync(path.join(empty, 'plain.f6.js'), script)
    const before = compressedAssets.size
    const count = await loadPrecompressedAssets(empty)
    rmSync(empty, { recursive: true, force: true })
    expect([count, compressedAssets.size - before]).toEqual([0, 0])
  })
})
