import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { AuthenticationError, type Endpoint, type PayloadRequest } from 'payload'
import { clientAddress } from '../../http/clientAddress'
import { route } from '../../http/contractRoute'
import { tooManyRequests } from '../../http/rateLimit'
import { accountIdByIdentifier } from '../../services/accounts/accountIds'
import { withAccountLock } from '../../services/accounts/accountLock'
import { contractEndpoint } from '../contract/contractEndpoint'
import { hashDummyPassword } from './dummyPassword'
import { signInFailures } from './limits'

type Handler = (req: PayloadRequest) => Promise<Response> | Response

/**
 * Wraps Payload's handler once the body is valid (the staff sign-in below); by default calls it as is.
 */
type Around = (req: PayloadRequest, data: Record<string, unknown>, builtIn: Handler) => Promise<Response>

const callAsIs: Around = async (req, _data, builtIn) => builtIn(req)

type StaffAuthContract =
  | typeof API.staffLogin
  | typeof API.staffForgotPassword
  | typeof API.staffResetPassword

/**
 * Payload's own auth endpoints on `admins` (the admin panel's sign-in), guarded: the body is capped,
 * parsed and validated first, so bad input gets a 400 with field errors (413 when oversized) in
 * the same shape as every other endpoint, and sign-in is rate-limited per client; valid input then
 * goes to Payload's built-in handler, which the admin panel relies on.
 */
function guarded(contract: StaffAuthContract, around: Around = callAsIs): Endpoint {
  const { path } = route(contract)
  const built = contractEndpoint(contract, {
    // The admin panel posts its forms as multipart data, the fields as JSON in `_payload`.
    acceptsAdminForm: true,
    handler: async ({ req, body: data }) => {
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
  })
  // Marks the guard, so that the lookup above finds Payload's handler, not a copy of this one.
  return { ...built, custom: { ...built.custom, isGuard: true } }
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
  const accountId = await accountIdByIdentifier(req.payload, COLLECTION_SLUGS.admins, username)
  if (accountId === null) {
    await hashDummyPassword(String(data.password))
    await signInFailures.staff.fail(req, failureKey)
    return staffSignInFailed()
  }
  let answer: Response
  try {
    // Under the account's lock: Payload's login reads the row before its hash and writes it back.
    answer = await withAccountLock(req, { collection: COLLECTION_SLUGS.admins, id: accountId }, async () => {
      const owner = await accountIdByIdentifier(req.payload, COLLECTION_SLUGS.admins, username, req)
      if (owner !== accountId) throw new AuthenticationError()
      return builtIn(req)
    })
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
  guarded(API.staffLogin, staffSignIn),
  guarded(API.staffForgotPassword),
  guarded(API.staffResetPassword),
]
