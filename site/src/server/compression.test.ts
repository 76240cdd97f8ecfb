import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { compressedPages, negotiateEncoding, optimizeResponse } from './compression'

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
