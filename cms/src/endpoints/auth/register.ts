import { COLLECTION_SLUGS, ZRegisterInput } from '@nexovia/content-schema'
import { type Endpoint, ValidationError } from 'payload'
import { apiError } from '../lib/jsonResponses'
import { parseJsonBody } from '../lib/parseJsonBody'
import { authLimits } from './limits'

const emailTaken = () =>
  apiError(409, { message: 'errors.emailTaken', fieldErrors: { email: 'errors.emailTaken' } })

/**
 * POST /api/users/register: public sign-up. Validated with the form's own schema, rate-limited,
 * then written with the Local API. An address already registered changes nothing.
 */
export const registerEndpoint: Endpoint = {
  path: '/register',
  method: 'post',
  handler: async (req) => {
    const limited = await authLimits.register(req)
    if (limited) return limited
    const { data, error } = await parseJsonBody(req, ZRegisterInput)
    if (error) return error
    const existing = await req.payload.count({
      collection: COLLECTION_SLUGS.users,
      where: { email: { equals: data.email } },
    })
    if (existing.totalDocs > 0) return emailTaken()
    try {
      // overrideAccess: anonymous creation is the point of sign-up; create is closed to the REST API
      // so that every sign-up passes this endpoint's validation and rate limit.
      await req.payload.create({
        collection: COLLECTION_SLUGS.users,
        data: { ...data, authType: 'password' },
        overrideAccess: true,
      })
    } catch (cause) {
      // Two sign-ups racing for one address: the unique index refuses the second.
      if (cause instanceof ValidationError) return emailTaken()
      throw cause
    }
    return Response.json({ message: 'auth.signup.success' }, { status: 201 })
  },
}
