import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { AuthenticationError } from 'payload'
import { clientAddress } from '../../http/clientAddress'
import { apiError } from '../../http/jsonResponses'
import { tooManyRequests } from '../../http/rateLimit'
import { attachOnSignIn } from '../../services/accounts/emailVerification'
import { travellerCookie } from '../../services/auth/travellerSession'
import { contractEndpoint } from '../contract/contractEndpoint'
import { hashDummyPassword } from './dummyPassword'
import { signInFailures } from './limits'
import { oneAtATime } from './oneAtATime'

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
    const known = await req.payload.count({
      collection: COLLECTION_SLUGS.users,
      where: { email: { equals: data.email } },
    })
    if (known.totalDocs === 0) {
      await hashDummyPassword(data.password)
      await signInFailures.traveller.fail(req, failureKey)
      return invalidCredentials()
    }
    try {
      // One sign-in of an account at a time: Payload adds the session by read-modify-write (oneAtATime.ts, a Postgres lock).
      const { token, exp, user } = await oneAtATime(req, `users:${data.email}`, () =>
        req.payload.login({ collection: COLLECTION_SLUGS.users, data, req }),
      )
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
