import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { validateBody } from '../../http/parseJsonBody'

/** A list's query string validated with its content-schema schema (400 with field errors otherwise). */
export function readQuery<T extends z.ZodType>(req: PayloadRequest, schema: T) {
  return validateBody(schema, Object.fromEntries(req.searchParams ?? new URLSearchParams()))
}
