import { COLLECTION_SLUGS, type TLoginInput } from '@nexovia/content-schema'
import { AuthenticationError, type PayloadRequest } from 'payload'
import { clientAddress } from '../../http/clientAddress'
import { type FailureLimit, retryAfter } from '../../http/rateLimit'
import { accountIdByIdentifier } from '../accounts/accountIds'
import { withAccountLock } from '../accounts/accountLock'
import { attachOnSignIn } from '../accounts/emailVerification'
import { hashDummyPassword } from './dummyPassword'
import { travellerCookie } from './travellerSession'

export type SignInOutcome =
  | { kind: 'locked'; retryAfter: string }
  | { kind: 'refused' }
  | { kind: 'signed_in'; user: { id: number | string; email: string }; cookie: string }

/**
 * POST /api/users/login: Payload's login checks the password (PBKDF2-SHA256, 600,000 iterations).
 * Unknown address and wrong password end alike: same outcome, same time (a dummy hash), the same
 * count of failures per address and client (the contract's keyed limit), so sign-in does not reveal
 * who has an account. Payload's login reads the whole row before its slow hash and writes it back:
 * under the account's lock, so no password change, reset or address change lands in between.
 */
export async function signInTraveller(
  req: PayloadRequest,
  data: TLoginInput,
  failures: FailureLimit,
): Promise<SignInOutcome> {
  const failureKey = `${data.email}|${clientAddress(req)}`
  const lockedFor = await failures.blocked(req, failureKey)
  if (lockedFor) return { kind: 'locked', retryAfter: retryAfter(lockedFor) }
  const refused = async (): Promise<SignInOutcome> => {
    await failures.fail(req, failureKey)
    return { kind: 'refused' }
  }
  const accountId = await accountIdByIdentifier(req.payload, COLLECTION_SLUGS.users, data.email)
  if (accountId === null) {
    await hashDummyPassword(data.password)
    return refused()
  }
  try {
    const account = { collection: COLLECTION_SLUGS.users, id: accountId }
    const { token, exp, user } = await withAccountLock(req, account, async () => {
      // The address may have left the account before the lock was taken: then it is not this account's sign-in.
      const owner = await accountIdByIdentifier(req.payload, COLLECTION_SLUGS.users, data.email, req)
      if (owner !== accountId) throw new AuthenticationError()
      return req.payload.login({ collection: COLLECTION_SLUGS.users, data, req })
    })
    if (!token || !exp || !user) return { kind: 'refused' }
    await failures.clear(req, failureKey)
    await attachOnSignIn(req.payload, user)
    return {
      kind: 'signed_in',
      user: { id: user.id, email: user.email },
      cookie: travellerCookie(token, exp),
    }
  } catch (cause) {
    // instanceof, not error.name: a production build minifies class names.
    if (cause instanceof AuthenticationError) return refused()
    throw cause
  }
}
