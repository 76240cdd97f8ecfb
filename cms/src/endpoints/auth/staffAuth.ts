import {
  COLLECTION_SLUGS,
  plainString,
  requiredText,
  TEXT_LIMITS,
  ZAdminLoginInput,
} from '@nexovia/content-schema'
import type { EndpointContract } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import { AuthenticationError, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { clientAddress } from '../../http/clientAddress'
import { route } from '../../http/contractRoute'
import {
  bodyTooLarge,
  bodyUnreadable,
  parseJsonBody,
  readCappedBody,
  validateBody,
} from '../../http/parseJsonBody'
import { tooManyRequests } from '../../http/rateLimit'
import { hashDummyPassword } from './dummyPassword'
import { authLimits, signInFailures } from './limits'
import { oneAtATime } from './oneAtATime'

const ZStaffForgotInput = z.object({
  username: requiredText(TEXT_LIMITS.username, 'validation.usernameRequired'),
})
const ZStaffResetInput = z.object({
  token: requiredText(TEXT_LIMITS.resetToken, 'validation.tokenRequired'),
  password: plainString('validation.passwordRequired')
    .min(1, 'validation.passwordRequired')
    .max(TEXT_LIMITS.password, 'validation.tooLong'),
})

type Handler = (req: PayloadRequest) => Promise<Response> | Response

/**
 * Wraps Payload's handler once the body is valid (the staff sign-in below); by default calls it as is.
 */
type Around = (req: PayloadRequest, data: Record<string, unknown>, builtIn: Handler) => Promise<Response>

const callAsIs: Around = async (req, _data, builtIn) => builtIn(req)

/**
 * Payload's own auth endpoints on `admins` (the admin panel's sign-in), guarded: the body is capped,
 * parsed and validated first, so bad input gets a 400 with field errors (413 when oversized) in
 * the same shape as every other endpoint, and sign-in is rate-limited per client; valid input then
 * goes to Payload's built-in handler, which the admin panel relies on.
 */
function guarded(
  contract: EndpointContract,
  schema: z.ZodType,
  limit: (req: PayloadRequest) => Promise<Response | null>,
  around: Around = callAsIs,
): Endpoint {
  const mounted = route(contract)
  const { path } = mounted
  return {
    ...mounted,
    // Marks the guard, so that the lookup below finds Payload's handler, not a copy of this one.
    custom: { ...mounted.custom, isGuard: true },
    handler: async (req) => {
      const limited = await limit(req)
      if (limited) return limited
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
      return around(req, data as Record<string, unknown>, original.handler)
    },
  }
}

/** The one answer to a failed staff sign-in, whether the username exists or not. */
const STAFF_SIGN_IN_FAILED = 'The username or password provided is incorrect.'
const staffSignInFailed = () =>
  Response.json({ errors: [{ message: STAFF_SIGN_IN_FAILED }] }, { status: 401 })

/**
 * Staff sign-in: wrong passwords are counted per username AND client (a stranger cannot lock
 * `admin` out); an unknown username costs the same hash and gets the same words as a wrong
 * password; the token and the session list stay in the HTTP-only cookie, out of the body.
 */
const staffSignIn: Around = async (req, data, builtIn) => {
  const username = String(data.username).toLowerCase()
  const failureKey = `${username}|${clientAddress(req)}`
  const lockedFor = await signInFailures.staff.blocked(req, failureKey)
  if (lockedFor) return tooManyRequests(lockedFor)
  const known = await req.payload.count({
    collection: COLLECTION_SLUGS.admins,
    where: { username: { equals: username } },
  })
  if (known.totalDocs === 0) {
    await hashDummyPassword(String(data.password))
    await signInFailures.staff.fail(req, failureKey)
    return staffSignInFailed()
  }
  let answer: Response
  try {
    answer = await oneAtATime(req, `admins:${username}`, async () => builtIn(req))
  } catch (cause) {
    // instanceof, not error.name: a production build minifies class names.
    if (!(cause instanceof AuthenticationError)) throw cause
    await signInFailures.staff.fail(req, failureKey)
    return staffSignInFailed()
  }
  if (!answer.ok) return answer
  await signInFailures.staff.clear(req, failureKey)
  return withoutSecrets(answer)
}

/** Payload's login answer without the token and the user's session list (the cookie carries the session). */
async function withoutSecrets(answer: Response): Promise<Response> {
  const body = (await answer.json()) as { token?: unknown; user?: Record<string, unknown> }
  delete body.token
  if (body.user) delete body.user.sessions
  const headers = new Headers(answer.headers)
  headers.delete('content-length')
  return Response.json(body, { status: answer.status, headers })
}

export const staffAuthEndpoints: Endpoint[] = [
  guarded(API.staffLogin, ZAdminLoginInput, authLimits.staffLogin, staffSignIn),
  guarded(API.staffForgotPassword, ZStaffForgotInput, authLimits.staffForgotPassword),
  guarded(API.staffResetPassword, ZStaffResetInput, authLimits.staffResetPassword),
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
