import { toFieldErrors } from '@nexovia/content-schema'
import { isJsonTooDeep } from '@nexovia/content-schema/core/body-depth'
import { readCapped } from '@nexovia/content-schema/core/read-capped'
import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { apiError } from './jsonResponses'

const DEFAULT_MAX_BYTES = 16 * 1024

type Parsed<T> = { data: T; error?: undefined } | { data?: undefined; error: Response }

type Refused = { data?: undefined; error: Response }

const tooLarge = (): Refused => ({ error: apiError(413, { message: 'errors.bodyTooLarge' }) })
const notJson = (): Refused => ({ error: apiError(415, { message: 'errors.unsupportedMediaType' }) })

/** True when the request declares a JSON body (a cross-site HTML form cannot). */
export const isJsonRequest = (req: Pick<PayloadRequest, 'headers'>) =>
  /^application\/json\s*(;|$)/i.test(req.headers.get('content-type') ?? '')
const unreadable = (): Refused => ({
  error: apiError(400, { message: 'errors.invalidInput', fieldErrors: { '': 'errors.invalidInput' } }),
})
const tooDeep = (): Refused => ({ error: apiError(400, { message: 'errors.bodyTooDeep' }) })

/**
 * JSON text decoded, or the 400 to answer: nested past MAX_BODY_DEPTH (checked on the text, before
 * anything parses or walks it) or unreadable. Every JSON body the cms takes is decoded here.
 */
export function decodeJson(text: string): { data: unknown; error?: undefined } | Refused {
  if (isJsonTooDeep(text)) return tooDeep()
  try {
    return { data: JSON.parse(text) }
  } catch {
    return unreadable()
  }
}

/**
 * Reads a JSON body no larger than `maxBytes` and validates it with a content-schema schema.
 * Every failure is a 4xx with message keys (415 not declared as JSON, 413 too large, 400
 * unreadable or invalid), never a 500.
 */
export async function parseJsonBody<T extends z.ZodType>(
  req: PayloadRequest,
  schema: T,
  maxBytes = DEFAULT_MAX_BYTES,
): Promise<Parsed<z.infer<T>>> {
  if (!isJsonRequest(req)) return notJson()
  const bytes = await readCappedBody(req, maxBytes)
  if (!bytes) return tooLarge()
  const decoded = decodeJson(bytes.toString('utf8'))
  return decoded.error ? decoded : validateBody(schema, decoded.data)
}

/** Validates an already decoded body: 400 with per-field message keys when it does not fit. */
export function validateBody<T extends z.ZodType>(schema: T, body: unknown): Parsed<z.infer<T>> {
  const result = schema.safeParse(body)
  if (!result.success) {
    return {
      error: apiError(400, { message: 'errors.invalidInput', fieldErrors: toFieldErrors(result.error) }),
    }
  }
  return { data: result.data }
}

/** A JSON body's bytes as received, capped (a provider's signature is checked on them): 415, 413. */
export async function readJsonBytes(
  req: PayloadRequest,
  maxBytes: number,
): Promise<{ bytes: Buffer; error?: undefined } | Refused> {
  if (!isJsonRequest(req)) return notJson()
  const bytes = await readCappedBody(req, maxBytes)
  return bytes ? { bytes } : tooLarge()
}

/** A form-encoded body's bytes, capped (a provider's signed callback); 415 when it is not one. */
export async function readFormBytes(
  req: PayloadRequest,
  maxBytes: number,
): Promise<{ bytes: Buffer; error?: undefined } | Refused> {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers.get('content-type') ?? ''))
    return notJson()
  const bytes = await readCappedBody(req, maxBytes)
  return bytes ? { bytes } : tooLarge()
}

export { tooDeep as bodyTooDeep, tooLarge as bodyTooLarge, unreadable as bodyUnreadable }

const readAhead = new WeakMap<object, Buffer>()

/** Keeps a body read ahead of the endpoint (access/hardenApi.ts), so that readCappedBody returns it. */
export function keepReadBody(req: PayloadRequest, bytes: Buffer): void {
  readAhead.set(req, bytes)
}

/** The raw body, or undefined once it passes `maxBytes` (whatever Content-Length claims). */
export async function readCappedBody(req: PayloadRequest, maxBytes: number): Promise<Buffer | undefined> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) return undefined
  const kept = readAhead.get(req)
  if (kept) return kept.length > maxBytes ? undefined : kept
  if (!req.body) return Buffer.alloc(0)
  const reader = (req.body as ReadableStream<Uint8Array>).getReader()
  const bytes = await readCapped(reader, maxBytes)
  if (!bytes) {
    await reader.cancel()
    return undefined
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}
