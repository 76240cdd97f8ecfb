import { toFieldErrors } from '@nexovia/content-schema'
import type { EndpointContract } from '@nexovia/content-schema/api/contract'
import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { apiError } from '../../http/jsonResponses'
import {
  bodyTooLarge,
  bodyUnreadable,
  decodeJson,
  parseJsonBody,
  readCappedBody,
  readFormBytes,
  readJsonBytes,
  validateBody,
} from '../../http/parseJsonBody'

type Input =
  | { params: unknown; body: unknown; query: unknown; signedBody?: Buffer; error?: undefined }
  | { error: Response }

/** How a route reads its body: the cap, and whether the Payload admin's multipart form is taken too. */
export type BodyReading = { maxBytes: number; acceptsAdminForm?: boolean }

/** Schemas load once per entry (they are `import()`s, resolved from Node's cache after the first). */
const loaded = new WeakMap<() => Promise<unknown>, Promise<z.ZodType>>()
const load = (loader: () => Promise<unknown>) => {
  let schema = loaded.get(loader)
  if (!schema) {
    schema = loader() as Promise<z.ZodType>
    loaded.set(loader, schema)
  }
  return schema
}

/**
 * The Payload admin posts its forms as multipart data with the fields as JSON in `_payload`; API
 * clients post JSON. Both are capped and validated alike.
 */
async function parseAdminForm(req: PayloadRequest, schema: z.ZodType, maxBytes: number) {
  const body = await readCappedBody(req, maxBytes)
  if (!body) return bodyTooLarge()
  let fields: string
  try {
    const type = req.headers.get('content-type') ?? ''
    const form = await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData()
    fields = String(form.get('_payload') ?? '')
  } catch {
    return bodyUnreadable()
  }
  const decoded = decodeJson(fields)
  return decoded.error ? decoded : validateBody(schema, decoded.data)
}

const isMultipart = (req: PayloadRequest) =>
  (req.headers.get('content-type') ?? '').startsWith('multipart/form-data')

/**
 * The route parameters read with the entry's schema: a 400 whose message is the first wrong
 * parameter's own key ("Unknown item", "Payment session not found"), the others as field errors.
 */
async function readParams(req: PayloadRequest, loader: () => Promise<unknown>) {
  const parsed = (await load(loader)).safeParse({ ...req.routeParams })
  if (parsed.success) return { data: parsed.data as unknown }
  const fieldErrors = toFieldErrors(parsed.error)
  const message = Object.values(fieldErrors)[0] ?? 'errors.invalidInput'
  return { error: apiError(400, { message, fieldErrors }) }
}

/**
 * A request's route parameters, query string and body read with its contract's schemas: 415/413/400
 * (message keys, field errors) when they do not fit, never a 500. Without a schema, that part is
 * undefined.
 */
export async function readContractInput(
  req: PayloadRequest,
  contract: EndpointContract,
  reading: BodyReading,
): Promise<Input> {
  let params: unknown
  if (contract.params) {
    const parsed = await readParams(req, contract.params)
    if (parsed.error) return parsed
    params = parsed.data
  }
  let query: unknown
  if (contract.query) {
    const parsed = validateBody(
      await load(contract.query),
      Object.fromEntries(req.searchParams ?? new URLSearchParams()),
    )
    if (parsed.error) return parsed
    query = parsed.data
  }
  if (contract.signedBody) {
    const read =
      contract.signedBody === 'form'
        ? await readFormBytes(req, reading.maxBytes)
        : await readJsonBytes(req, reading.maxBytes)
    if (read.error) return read
    return { params, body: undefined, query, signedBody: read.bytes }
  }
  if (!contract.body) return { params, body: undefined, query }
  const schema = await load(contract.body)
  const parsed =
    reading.acceptsAdminForm && isMultipart(req)
      ? await parseAdminForm(req, schema, reading.maxBytes)
      : await parseJsonBody(req, schema, reading.maxBytes)
  if (parsed.error) return parsed
  return { params, body: parsed.data, query }
}
