import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { AuthenticationError } from 'payload'
import { clientAddress } from '../../http/clientAddress'
import { apiError } from '../../http/jsonResponses'
import { tooManyRequests } from '../../http/rateLimit'
import { accountIdByIdentifier } from '../../services/accounts/accountIds'
import { withAccountLock } from '../../services/accounts/accountLock'
import { attachOnSignIn } from '../../services/accounts/emailVerification'
import { travellerCookie } from '../../services/auth/travellerSession'
import { contractEndpoint } from '../contract/contractEndpoint'
import { hashDummyPassword } from './dummyPassword'
import { signInFailures } from './limits'

const invalidCredentials = () => apiError(401, { message: 'errors.invalidCredentials' })

/**
 * POST /api/users/login (replaces Payload's): Payload's login operation checks the password
 * (PBKDF2-SHA256, 600,000 iterations); the session token goes into the traveller cookie only,
 * never into the body. Unknown address and wrong password answer alike — same status, same words,
 * same time (a dummy hash), same lock after 5 failures — so sign-in does not reveal who has an account.
 */
export const loginEndpoint = contractEndpoint(API.login, {
  handler: async ({ req, body: data }) => {
    const failureKey = `${data.email}|${clientAddress(req)}`
    const lockedFor = await signInFailures.traveller.blocked(req, failureKey)
    if (lockedFor) {
      const locked = tooManyRequests(lockedFor)
      return apiError(423, { message: 'errors.accountLocked' }, locked.headers)
    }
    const accountId = await accountIdByIdentifier(req.payload, COLLECTION_SLUGS.users, data.email)
    if (accountId === null) {
      await hashDummyPassword(data.password)
      await signInFailures.traveller.fail(req, failureKey)
      return invalidCredentials()
    }
    try {
      // Payload's login reads the whole row before its slow hash and writes it back: under the
      // account's lock, so no password change, reset, sign-out or address change lands in between.
      const account = { collection: COLLECTION_SLUGS.users, id: accountId }
      const { token, exp, user } = await withAccountLock(req, account, async () => {
        // The address may have left the account before the lock was taken: then it is not this account's sign-in.
        const owner = await accountIdByIdentifier(req.payload, COLLECTION_SLUGS.users, data.email, req)
        if (owner !== accountId) throw new AuthenticationError()
        return req.payload.login({ collection: COLLECTION_SLUGS.users, data, req })
      })
      if (!token || !exp || !user) return invalidCredentials()
      await signInFailures.traveller.clear(req, failureKey)
      await attachOnSignIn(req.payload, user)
      return Response.json(
        { message: 'ok', user: { id: user.id, email: user.email } },
        { headers: { 'set-cookie': travellerCookie(token, exp) } },
      )
    } catch (cause) {
      // instanceof, not error.name: a production build minifies class names.
      if (cause instanceof AuthenticationError) {
        await signInFailures.traveller.fail(req, failureKey)
        return invalidCredentials()
      }
      throw cause
    }
  },
})
