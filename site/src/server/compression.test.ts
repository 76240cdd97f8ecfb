import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { negotiateEncoding, optimizeResponse } from './compression'

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
