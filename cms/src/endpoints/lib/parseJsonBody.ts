import { toFieldErrors } from '@nexovia/content-schema'
import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { apiError } from './jsonResponses'

const DEFAULT_MAX_BYTES = 16 * 1024

type Parsed<T> = { data: T; error?: undefined } | { data?: undefined; error: Response }

/**
 * Reads a JSON body no larger than `maxBytes` and validates it with a content-schema schema.
 * Every failure is a 4xx with message keys (413 too large, 400 unreadable or invalid), never a 500.
 */
export async function parseJsonBody<T extends z.ZodType>(
  req: PayloadRequest,
  schema: T,
  maxBytes = DEFAULT_MAX_BYTES,
): Promise<Parsed<z.infer<T>>> {
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return { error: apiError(413, { message: 'errors.bodyTooLarge' }) }
  const text = await readText(req, maxBytes)
  if (text === undefined) return { error: apiError(413, { message: 'errors.bodyTooLarge' }) }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return {
      error: apiError(400, { message: 'errors.invalidInput', fieldErrors: { '': 'errors.invalidInput' } }),
    }
  }
  const result = schema.safeParse(body)
  if (!result.success) {
    return {
      error: apiError(400, { message: 'errors.invalidInput', fieldErrors: toFieldErrors(result.error) }),
    }
  }
  return { data: result.data }
}

/** The body as text, or undefined once it passes `maxBytes` (a body can lie about its length). */
async function readText(req: PayloadRequest, maxBytes: number): Promise<string | undefined> {
  if (!req.body) return ''
  const reader = (req.body as ReadableStream<Uint8Array>).getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
