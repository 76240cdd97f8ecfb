import { COLLECTION_SLUGS, ZProfileUpdateInput } from '@nexovia/content-schema'
import type { Endpoint, PayloadRequest, TypedUser } from 'payload'
import { isAdminUser } from '../../access/roles'
import { staffFromRequest, travellerFromRequest } from '../../auth/travellerSession'
import { apiError } from '../lib/jsonResponses'
import { parseJsonBody } from '../lib/parseJsonBody'
import { authLimits } from './limits'
import { publicProfile } from './session'

const privateJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })

const unauthorized = () => apiError(401, { message: 'errors.unauthorized' })

/** Every read and write below runs as the traveller, through the access rules (overrideAccess: false). */
async function signedInTraveller(req: PayloadRequest): Promise<TypedUser | null> {
  return (await travellerFromRequest(req)) as TypedUser | null
}

/** GET /api/account: the signed-in traveller's profile and whether the same browser holds an admin session. */
export const accountEndpoint: Endpoint = {
  path: '/account',
  method: 'get',
  handler: async (req) => {
    const traveller = await signedInTraveller(req)
    if (!traveller) return unauthorized()
    const user = await req.payload.findByID({
      collection: COLLECTION_SLUGS.users,
      id: traveller.id,
      overrideAccess: false,
      user: traveller,
      depth: 0,
    })
    return privateJson({ user: publicProfile(user), isAdmin: isAdminUser(staffFromRequest(req)) })
  },
}

/** PATCH /api/account: the traveller edits their own profile, validated with the form's schema. */
export const updateAccountEndpoint: Endpoint = {
  path: '/account',
  method: 'patch',
  handler: async (req) => {
    const limited = await authLimits.account(req)
    if (limited) return limited
    const traveller = await signedInTraveller(req)
    if (!traveller) return unauthorized()
    const { data, error } = await parseJsonBody(req, ZProfileUpdateInput)
    if (error) return error
    const taken = await req.payload.count({
      collection: COLLECTION_SLUGS.users,
      where: { and: [{ email: { equals: data.email } }, { id: { not_equals: traveller.id } }] },
    })
    if (taken.totalDocs > 0) {
      return apiError(409, { message: 'errors.emailTaken', fieldErrors: { email: 'errors.emailTaken' } })
    }
    // Cleared optional fields are sent as null so that emptying a field really empties it.
    const user = await req.payload.update({
      collection: COLLECTION_SLUGS.users,
      id: traveller.id,
      data: {
        ...data,
        phone: data.phone ?? null,
        country: data.country ?? null,
        preferredDestination: data.preferredDestination ?? null,
      },
      overrideAccess: false,
      user: traveller,
      depth: 0,
    })
    return privateJson({ user: publicProfile(user) })
  },
}

/** GET /api/account/bookings: the traveller's own bookings, newest departure first. */
export const accountBookingsEndpoint: Endpoint = {
  path: '/account/bookings',
  method: 'get',
  handler: async (req) => {
    const traveller = await signedInTraveller(req)
    if (!traveller) return unauthorized()
    const { docs } = await req.payload.find({
      collection: COLLECTION_SLUGS.bookings,
      overrideAccess: false,
      user: traveller,
      depth: 0,
      limit: 100,
      sort: '-departureDate',
    })
    return privateJson({
      docs: docs.map((booking) => ({
        id: booking.id,
        reference: booking.reference,
        destination: booking.destination,
        status: booking.status,
        type: booking.type,
        departureDate: booking.departureDate ?? null,
      })),
    })
  },
}
