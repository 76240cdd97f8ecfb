import { requiredText, TEXT_LIMITS, ZAdminLoginInput } from '@nexovia/content-schema'
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import {
  bodyTooLarge,
  bodyUnreadable,
  parseJsonBody,
  readCappedBody,
  validateBody,
} from '../lib/parseJsonBody'
import { authLimits } from './limits'

const ZStaffForgotInput = z.object({
  username: requiredText(TEXT_LIMITS.username, 'validation.usernameRequired'),
})
const ZStaffResetInput = z.object({
  token: requiredText(TEXT_LIMITS.resetToken, 'validation.tokenRequired'),
  password: z.string().min(1, 'validation.passwordRequired').max(TEXT_LIMITS.password, 'validation.tooLong'),
})

/**
 * Payload's own auth endpoints on `admins` (the admin panel's sign-in), guarded: the body is capped,
 * parsed and validated first, so bad input gets a 400 with field errors (413 when oversized) in
 * the same shape as every other endpoint, and sign-in is rate-limited per client; valid input then
 * goes to Payload's built-in handler unchanged, which the admin panel relies on.
 */
function guarded(
  path: string,
  schema: z.ZodType,
  limit?: (req: PayloadRequest) => Promise<Response | null>,
): Endpoint {
  return {
    path,
    method: 'post',
    // Marks the guard, so that the lookup below finds Payload's handler, not a copy of this one.
    custom: { isGuard: true },
    handler: async (req) => {
      if (limit) {
        const limited = await limit(req)
        if (limited) return limited
      }
      const { data, error } = await parseStaffBody(req, schema)
      if (error) return error
      const builtIn = req.payload.collections.admins?.config.endpoints
      const original = Array.isArray(builtIn)
        ? builtIn.find(
            (candidate) =>
              !candidate.custom?.isGuard && candidate.path === path && candidate.method === 'post',
          )
        : undefined
      if (!original) throw new Error(`Payload's ${path} endpoint on admins is missing`)
      // Payload's handler would parse the body again; it has been read, so it gets the parsed data
      // and an empty body (its parser skips a request without one).
      req.data = data as Record<string, unknown>
      Object.defineProperty(req, 'body', { value: null, configurable: true })
      return original.handler(req)
    },
  }
}

export const staffAuthEndpoints: Endpoint[] = [
  guarded('/login', ZAdminLoginInput, authLimits.login),
  guarded('/forgot-password', ZStaffForgotInput, authLimits.forgotPassword),
  guarded('/reset-password', ZStaffResetInput, authLimits.resetPassword),
]

const MAX_BYTES = 16 * 1024

/**
 * The admin panel posts its forms as multipart data with the fields as JSON in `_payload`; API
 * clients post JSON. Both are capped and validated alike.
 */
async function parseStaffBody(req: PayloadRequest, schema: z.ZodType) {
  const type = req.headers.get('content-type') ?? ''
  if (!type.startsWith('multipart/form-data')) return parseJsonBody(req, schema, MAX_BYTES)
  const body = await readCappedBody(req, MAX_BYTES)
  if (!body) return bodyTooLarge()
  let fields: unknown
  try {
    const form = await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData()
    fields = JSON.parse(String(form.get('_payload') ?? ''))
  } catch {
    return bodyUnreadable()
  }
  return validateBody(schema, fields)
}
