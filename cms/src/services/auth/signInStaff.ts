import { COLLECTION_SLUGS, type TAdminLoginInput } from '@nexovia/content-schema'
import { AuthenticationError, type PayloadRequest } from 'payload'
import { clientAddress } from '../../http/clientAddress'
import { type FailureLimit, tooManyRequests } from '../../http/rateLimit'
import { accountIdByIdentifier } from '../accounts/accountIds'
import { withAccountLock } from '../accounts/accountLock'
import { hashDummyPassword } from './dummyPassword'

/** The one answer to a failed staff sign-in, whether the username exists or not. */
const STAFF_SIGN_IN_FAILED = 'The username or password provided is incorrect.'
const staffSignInFailed = () =>
  Response.json({ errors: [{ message: STAFF_SIGN_IN_FAILED }] }, { status: 401 })

type StaffSignIn = {
  data: TAdminLoginInput
  failures: FailureLimit
  /** Payload's own login handler on admins, whose answer the admin panel reads. */
  builtIn: (req: PayloadRequest) => Promise<Response> | Response
}

/**
 * POST /api/admins/login, around Payload's own handler: wrong passwords are counted per username AND
 * client (the contract's keyed limit: a stranger cannot lock `admin` out); an unknown username costs
 * the same hash and gets the same words as a wrong password; the token and the session list stay in
 * the HTTP-only cookie, out of the body. Answers in Payload's shape, which the panel reads.
 */
export async function signInStaff(req: PayloadRequest, { data, failures, builtIn }: StaffSignIn) {
  const username = data.username.toLowerCase()
  const failureKey = `${username}|${clientAddress(req)}`
  const lockedFor = await failures.blocked(req, failureKey)
  if (lockedFor) return tooManyRequests(lockedFor)
  const accountId = await accountIdByIdentifier(req.payload, COLLECTION_SLUGS.admins, username)
  if (accountId === null) {
    await hashDummyPassword(data.password)
    await failures.fail(req, failureKey)
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
    await failures.fail(req, failureKey)
    return staffSignInFailed()
  }
  if (!answer.ok) return answer
  await failures.clear(req, failureKey)
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
