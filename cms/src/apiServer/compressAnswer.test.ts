import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressAnswer } from './compressAnswer'

const json = (size: number, extra: Record<string, string> = {}) => ({
  status: 200,
  headers: new Headers({ 'content-type': 'application/json', ...extra }),
  body: Buffer.from(JSON.stringify({ itineraries: 'x'.repeat(size) })),
})

describe('the API process compresses its answers as Next did', () => {
  it('should answer brotli when the client takes it, and the same JSON once decoded', async () => {
    const answer = json(4000)
    const sent = await compressAnswer('POST', 'gzip, deflate, br', answer)
    expect(sent.headers.get('content-encoding')).toBe('br')
    expect(sent.headers.get('vary')).toBe('Accept-Encoding')
    expect(sent.body.length).toBeLessThan(answer.body.length / 10)
    expect(zlib.brotliDecompressSync(sent.body).toString()).toBe(
      JSON.stringify({ itineraries: 'x'.repeat(4000) }),
    )
  })

  it('should answer gzip to a client without brotli', async () => {
    const sent = await compressAnswer('POST', 'gzip, deflate', json(4000))
    expect(sent.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(zlib.gunzipSync(sent.body).toString())).toEqual({ itineraries: 'x'.repeat(4000) })
  })

  it('should leave an answer under 1 KiB as it is, still varying on Accept-Encoding', async () => {
    const answer = json(100)
    const sent = await compressAnswer('POST', 'br', answer)
    expect(sent.headers.get('content-encoding')).toBeNull()
    expect(sent.body).toBe(answer.body)
    expect(sent.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('should not compress for a client that takes no encoding, nor a HEAD, nor under no-transform', async () => {
    for (const [method, accepted, extra] of [
      ['POST', undefined, {}],
      ['POST', 'identity, br;q=0', {}],
      ['HEAD', 'br', {}],
      ['POST', 'br', { 'cache-control': 'private, no-transform' }],
    ] as const) {
      const sent = await compressAnswer(method, accepted, json(4000, extra))
      expect(sent.headers.get('content-encoding'), `${method} ${accepted}`).toBeNull()
    }
  })

  it('should not touch what is not compressible, and keep an existing Vary', async () => {
    const image = {
      status: 200,
      headers: new Headers({ 'content-type': 'image/png' }),
      body: Buffer.alloc(5000),
    }
    expect((await compressAnswer('GET', 'br', image)).headers.get('vary')).toBeNull()
    const sent = await compressAnswer('POST', 'gzip', json(4000, { vary: 'Origin' }))
    expect(sent.headers.get('vary')).toBe('Origin, Accept-Encoding')
  })
})
