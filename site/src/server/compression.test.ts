import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressedAssets, compressedPages, negotiateEncoding, optimizeResponse } from './compression'

describe('negotiateEncoding', () => {
  it('should prefer brotli when the client accepts it', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
  })

  it('should fall back to gzip', () => {
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
  })

  it('should respect a refusal with q=0', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
  })

  it('should send identity when nothing is accepted', () => {
    expect(negotiateEncoding(undefined)).toBeNull()
  })
})

describe('optimizeResponse', () => {
  it('should deliver a large piped body whole, compressed, despite back-pressure', async () => {
    const body = Buffer.alloc(600_000, 'const island = "hydrated";\n')
    const server = http.createServer((req, res) => {
      optimizeResponse(req, res)
      res.setHeader('content-type', 'text/javascript')
      Readable.from([body.subarray(0, 300_000), body.subarray(300_000)], { highWaterMark: 1 }).pipe(res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}/_astro/big.js`, {
      headers: { 'accept-encoding': 'br' },
      signal: AbortSignal.timeout(5000),
    })
    const received = Buffer.from(await response.arrayBuffer())
    server.close()
    expect([response.headers.get('content-encoding'), received.length]).toEqual(['br', body.length])
  })
})

describe('optimizeResponse for a page from the route cache', () => {
  const page = Buffer.from(`<!doctype html><main>${'<p>Accra, Dakar, Abidjan</p>'.repeat(400)}</main>`)

  /** A server answering like Astro does with a cached page: head first, then the body in chunks. */
  async function cachedPageServer() {
    const server = http.createServer((req, res) => {
      optimizeResponse(req, res)
      res.writeHead(200, {
        'content-type': 'text/html',
        'x-astro-cache': 'HIT',
        'content-length': page.length,
      })
      res.write(page.subarray(0, 1000))
      res.end(page.subarray(1000))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }
  }

  it('should answer the same compressed bytes to every visitor, compressed once', async () => {
    const { server, url } = await cachedPageServer()
    const before = compressedPages.size
    const responses = await Promise.all(
      [1, 2].map(() =>
        fetch(url, { headers: { 'accept-encoding': 'br' }, signal: AbortSignal.timeout(5000) }),
      ),
    )
    const bodies = await Promise.all(
      responses.map(async (response) => Buffer.from(await response.arrayBuffer())),
    )
    server.close()
    expect([compressedPages.size - before, bodies[0]?.equals(page), bodies[1]?.equals(page)]).toEqual([
      1,
      true,
      true,
    ])
  })

  it('should give the compressed length as Content-Length', async () => {
    const { server, url } = await cachedPageServer()
    const compressed = await new Promise<{ length: string | undefined; bytes: number }>((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          let bytes = 0
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length
          })
          response.on('end', () => resolve({ length: response.headers['content-length'], bytes }))
        })
        .on('error', reject)
    })
    server.close()
    expect(Number(compressed.length)).toBe(compressed.bytes)
  })
})

describe('optimizeResponse for a hashed asset', () => {
  // Text like a bundle's: names repeat, but not in one long run that any quality packs alike.
  const script = Buffer.from(
    Array.from(
      { length: 3000 },
      (_, index) =>
        `export const island${index} = (props) => render("card-${index % 97}", props, ${index * 7});\n`,
    ).join(''),
  )

  /** The raw bytes and encoding a client receives for one asset (Node's fetch would decode them). */
  async function rawAsset(accept: string) {
    const server = http.createServer((req, res) => {
      optimizeResponse(req, res)
      res.writeHead(200, { 'content-type': 'text/javascript', 'content-length': script.length })
      Readable.from([script.subarray(0, 100_000), script.subarray(100_000)]).pipe(res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_astro/client.abc123.js`
    const received = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': accept } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          )
        })
        .on('error', reject)
    })
    server.close()
    return received
  }

  it('should send it at brotli’s best quality (11), the bytes every visitor gets', async () => {
    const { encoding, body } = await rawAsset('br')
    const best = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    expect([encoding, body.length, zlib.brotliDecompressSync(body).equals(script)]).toEqual([
      'br',
      best.length,
      true,
    ])
  })

  it('should compress it once for every later visitor', async () => {
    await rawAsset('gzip')
    const before = compressedAssets.size
    const [first, second] = await Promise.all([rawAsset('gzip'), rawAsset('gzip')])
    expect([compressedAssets.size - before, first.body.equals(second.body)]).toEqual([0, true])
  })
})

describe('optimizeResponse for a small hashed asset', () => {
  const chunk = Buffer.from('export const t=(e,n)=>e&&e!=="ok"?e:n;\n'.repeat(15))

  it('should send a script under 1 KB from /_astro/ compressed, decoding to the script, and a page that size plain', async () => {
    const server = http.createServer((req, res) => {
      optimizeResponse(req, res)
      res.setHeader('content-type', req.url?.startsWith('/_astro/') ? 'text/javascript' : 'text/html')
      res.end(chunk)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const ask = (path: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { 'accept-encoding': 'br' },
        signal: AbortSignal.timeout(5000),
      })
    const asset = await ask('/_astro/failureKey.a1.js')
    const assetBody = Buffer.from(await asset.arrayBuffer())
    const page = await ask('/small-page')
    await page.arrayBuffer()
    server.close()
    expect([chunk.length < 1024, asset.headers.get('content-encoding'), assetBody]).toEqual([
      true,
      'br',
      chunk,
    ])
    expect(page.headers.get('content-encoding')).toBeNull()
  })
})
