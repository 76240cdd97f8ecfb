import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { type Encoding, negotiateEncoding } from '@nexovia/content-schema/core/contentEncoding'

/**
 * The API process's compression, as Next compressed the same answers (its `compression` middleware:
 * compressible types of 1 KiB or more, not for HEAD nor under `Cache-Control: no-transform`, and
 * `Vary: Accept-Encoding` on every compressible answer), with brotli added when the client takes it.
 * Cheap settings: these answers are made per request, never kept.
 */
const MIN_BYTES = 1024
const COMPRESSIBLE = /^(text\/|application\/([\w.+-]*\+)?json\b)/i
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

// Brotli 4 costs about what gzip 6 does and gives smaller JSON; gzip 6 is the middleware's level.
const COMPRESSORS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
}

type Answer = { status: number; headers: Headers; body: Buffer }

/** The answer as sent to this client: compressed when it accepts an encoding and the body is worth it. */
export async function compressAnswer(
  method: string | undefined,
  acceptEncoding: string | undefined,
  answer: Answer,
): Promise<Answer> {
  const { status, headers, body } = answer
  const isCompressible =
    COMPRESSIBLE.test(headers.get('content-type') ?? '') &&
    !NO_TRANSFORM.test(headers.get('cache-control') ?? '') &&
    !headers.has('content-encoding')
  if (!isCompressible) return answer
  // Whatever its size, a compressible answer depends on the request's Accept-Encoding.
  const vary = headers.get('vary')
  if (!vary?.toLowerCase().includes('accept-encoding'))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  const encoding = negotiateEncoding(acceptEncoding)
  if (!encoding || method === 'HEAD' || status === 204 || status === 304 || body.length < MIN_BYTES)
    return answer
  headers.set('content-encoding', encoding)
  return { status, headers, body: await COMPRESSORS[encoding](body) }
}
