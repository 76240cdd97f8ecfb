import { COLLECTION_SLUGS, ZLoginInput } from '@nexovia/content-schema'
import { AuthenticationError, type Endpoint, LockedAuth } from 'payload'
import { travellerCookie } from '../../auth/travellerSession'
import { apiError } from '../lib/jsonResponses'
import { parseJsonBody } from '../lib/parseJsonBody'
import { authLimits } from './limits'

/**
 * POST /api/users/login (replaces Payload's): Payload's login operation checks the password
 * (PBKDF2-SHA256, 600,000 iterations), counts failures and locks the account; the session token
 * goes into the traveller cookie only, never into the body.
 */
export const loginEndpoint: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    const limited = await authLimits.login(req)
    if (limited) return limited
    const { data, error } = await parseJsonBody(req, ZLoginInput)
    if (error) return error
    try {
      const { token, exp, user } = await req.payload.login({
        collection: COLLECTION_SLUGS.users,
        data,
        req,
      })
      if (!token || !exp || !user) return apiError(401, { message: 'errors.invalidCredentials' })
      return Response.json(
        { message: 'ok', user: { id: user.id, email: user.email } },
        { headers: { 'set-cookie': travellerCookie(token, exp) } },
      )
    } catch (cause) {
      // instanceof, not error.name: a production build minifies class names.
      if (cause instanceof LockedAuth) return apiError(423, { message: 'errors.accountLocked' })
      if (cause instanceof AuthenticationError) return apiError(401, { message: 'errors.invalidCredentials' })
      throw cause
    }
  },
}
