/**
 * Compression and asset caching for the site's own Node server (the Astro node adapter does
 * neither). Hooks one response: headers are settled in writeHead (explicit, or implicit on the
 * first write), then the body goes through brotli or gzip when the client accepts it.
 *
 * A page answered from Astro's route cache (X-Astro-Cache: HIT or STALE) has the same bytes for
 * every visitor: its body is gathered, and its compressed form is kept beside it (keyed by its
 * content), so a cached page is compressed once rather than on every request. A hashed asset
 * (/_astro/) too, at brotli's best quality (issue 41: ≈ 10 % fewer bytes of JavaScript than
 * quality 5), compressed once by the build (build/precompressBuild.ts writes `.br` and `.gz` beside each
 * asset) and read into the store at start (precompressAssets.ts).
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'
import type { Encoding } from '@nexovia/content-schema/core/contentEncoding'
import { negotiateEncoding } from '@nexovia/content-schema/core/contentEncoding'
import { CompressedBodies } from './compressedBodies.ts'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i
/** Hashed build output: its name changes with its content, so browsers may keep it for a year. */
const HASHED_ASSETS_PREFIX = '/_astro/'
/** Below this size compression saves less than it costs. */
const MIN_BYTES = 1024
/**
 * A hashed asset is compressed once, by the build: even a small one is worth it (an island page loads
 * a dozen chunks under 1 KB; issue 41). Below this, brotli's own frame eats the gain.
 */
export const MIN_ASSET_BYTES = 128

// Shared with the API process (cms/src/apiServer/compressAnswer.ts).
export { type Encoding, negotiateEncoding } from '@nexovia/content-schema/core/contentEncoding'

function isCompressible(res: ServerResponse, method: string | undefined, minBytes: number): boolean {
  const length = Number(res.getHeader('content-length') ?? Number.POSITIVE_INFINITY)
  return (
    method !== 'HEAD' &&
    res.statusCode !== 204 &&
    res.statusCode !== 304 &&
    !res.hasHeader('content-encoding') &&
    COMPRESSIBLE.test(String(res.getHeader('content-type') ?? '')) &&
    length >= minBytes
  )
}

function createCompressor(encoding: Encoding): zlib.Gzip | zlib.BrotliCompress {
  // Quality 5: most of brotli's gain at a fraction of its top setting's CPU, for on-the-fly pages.
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ level: 6 })
}

/** Compressed once, kept for every later visitor: the best ratio is worth its one-off cost. */
export function compressOnce(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 9 })
}

/** Compressed cached pages, by encoding and content hash. */
export const compressedPages = new CompressedBodies({ maxEntries: 500, maxBodyBytes: 2 * 1024 * 1024 })
/** Compressed hashed assets, apart from the pages so that neither pushes the other out. */
export const compressedAssets = new CompressedBodies({ maxEntries: 2000, maxBodyBytes: 4 * 1024 * 1024 })

/** Where a body's compressed form is kept: by encoding and content, so equal bytes share it. */
const storeKey = (body: Buffer, encoding: Encoding) =>
  `${encoding}:${createHash('sha1').update(body).digest('base64')}`

/** Keeps a body's compressed form made elsewhere (the build's `.br`/`.gz` files), to be answered as is. */
export function keepCompressed(
  body: Buffer,
  encoding: Encoding,
  compressed: Buffer,
  store = compressedAssets,
) {
  store.set(storeKey(body, encoding), compressed)
}

/** The body compressed, from the store when it was compressed before. */
export function compressedBody(body: Buffer, encoding: Encoding, store = compressedPages): Buffer {
  const key = storeKey(body, encoding)
  const known = store.get(key)
  if (known) return known
  const compressed = compressOnce(body, encoding)
  store.set(key, compressed)
  return compressed
}

function isFromRouteCache(res: ServerResponse): boolean {
  return /^(HIT|STALE)$/i.test(String(res.getHeader('x-astro-cache') ?? ''))
}

type WriteHead = ServerResponse['writeHead']

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}

/** A cached page as sent: what the server may keep to answer the same request again. */
export type SentPage = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

type OptimizeOptions = { onCachedPageSent?: (page: SentPage) => void }

/** Installs compression and cache headers on one response, before the app handles it. */
export function optimizeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  { onCachedPageSent }: OptimizeOptions = {},
): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding'])
  const isHashedAsset = (req.url ?? '').startsWith(HASHED_ASSETS_PREFIX)
  const writeHead = res.writeHead.bind(res) as (status: number, reason?: string) => ServerResponse
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  let compressor: zlib.Gzip | zlib.BrotliCompress | null = null
  /** A cached page's body, gathered to be answered from (or added to) the compressed pages. */
  let gathered: Buffer[] | null = null
  let isHeadSettled = false
  let pendingReason: string | undefined

  const finishGathered = (callback?: () => void) => {
    const body = Buffer.concat(gathered ?? [])
    const compressed = compressedBody(
      body,
      encoding as Encoding,
      isHashedAsset ? compressedAssets : compressedPages,
    )
    res.setHeader('content-length', compressed.length)
    writeHead(res.statusCode, pendingReason)
    end(compressed, callback)
    const hasCookie = res.hasHeader('set-cookie')
    if (res.statusCode === 200 && !hasCookie && !isHashedAsset) {
      onCachedPageSent?.({ status: res.statusCode, headers: res.getHeaders(), body: compressed })
    }
  }

  res.writeHead = ((status: number, reasonOrHeaders?: unknown, maybeHeaders?: unknown) => {
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined
    const headers = (typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders) as
      | OutgoingHttpHeaders
      | undefined
    res.statusCode = status
    isHeadSettled = true
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    }
    if (isHashedAsset && status === 200) res.setHeader('cache-control', 'public, max-age=31536000, immutable')
    if (encoding && isCompressible(res, req.method, isHashedAsset ? MIN_ASSET_BYTES : MIN_BYTES)) {
      res.removeHeader('content-length')
      res.setHeader('content-encoding', encoding)
      res.setHeader('vary', [res.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '))
      if (isFromRouteCache(res) || (isHashedAsset && status === 200)) {
        // The head waits for the body: its compressed length goes into Content-Length.
        gathered = []
        pendingReason = reason
        return res
      }
      compressor = createCompressor(encoding)
      compressor.on('data', (chunk: Buffer) => write(chunk))
      compressor.on('end', () => end())
      // A piped body (static files) waits for 'drain' on the response when write() says "full":
      // the compressor's drain is the one that counts now.
      compressor.on('drain', () => res.emit('drain'))
    }
    return writeHead(status, reason)
  }) as WriteHead

  res.write = ((chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) => {
    if (!isHeadSettled) res.writeHead(res.statusCode)
    if (gathered) {
      gathered.push(toBuffer(chunk, encodingOrCallback))
      const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback
      if (typeof done === 'function') process.nextTick(done as () => void)
      return true
    }
    if (!compressor) return write(chunk as never, encodingOrCallback as never, callback as never)
    return compressor.write(chunk as never, encodingOrCallback as never, callback as never)
  }) as ServerResponse['write']

  res.end = ((chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) => {
    if (!isHeadSettled) {
      // A body given to end() alone tells us its size, so small answers skip compression.
      const size = typeof chunk === 'string' || Buffer.isBuffer(chunk) ? Buffer.byteLength(chunk) : 0
      if (!res.hasHeader('content-length') && size > 0) res.setHeader('content-length', size)
      res.writeHead(res.statusCode)
    }
    if (gathered) {
      const hasBody = chunk !== undefined && chunk !== null && typeof chunk !== 'function'
      if (hasBody) gathered.push(toBuffer(chunk, encodingOrCallback))
      const done = [chunk, encodingOrCallback, callback].find((argument) => typeof argument === 'function')
      finishGathered(done as (() => void) | undefined)
      return res
    }
    if (!compressor) return end(chunk as never, encodingOrCallback as never, callback as never)
    if (typeof chunk === 'function') compressor.end(chunk as () => void)
    else if (chunk === undefined || chunk === null) compressor.end()
    else compressor.end(chunk as never, encodingOrCallback as never)
    return res
  }) as ServerResponse['end']
}
