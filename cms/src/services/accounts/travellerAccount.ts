import { COLLECTION_SLUGS, type TProfileUpdateInput } from '@nexovia/content-schema'
import type { PayloadRequest, TypedUser } from 'payload'
import { PROFILE_UPDATE_CONTEXT } from '../../access/adminOrProfileEndpoint'
import { isAdminUser } from '../../access/roles'
import { readCookie, TRAVELLER_COOKIE } from '../auth/sessionCookies'
import { staffFromRequest, travellerFromRequest } from '../auth/travellerSession'
import { requestEmailChange } from './emailChange'
import { publicProfile } from './publicProfile'

// Every read and write here runs as the traveller (the route builder's `user`, from the traveller
// cookie), through the access rules (overrideAccess: false).

/** GET /api/account: the traveller's profile and whether the same browser holds an admin session. */
export async function readAccount(req: PayloadRequest, traveller: TypedUser) {
  const user = await req.payload.findByID({
    collection: COLLECTION_SLUGS.users,
    id: traveller.id,
    overrideAccess: false,
    user: traveller,
    depth: 0,
  })
  return { user: publicProfile(user), isAdmin: isAdminUser(staffFromRequest(req)) }
}

/**
 * GET /api/account/status: whether the traveller cookie opens a session; `isStale` when a cookie
 * was sent that opens none (the answer then deletes it, as the traveller routes' 401 does).
 */
export async function travellerSessionStatus(req: PayloadRequest) {
  const traveller = await travellerFromRequest(req)
  const isStale = !traveller && readCookie(req.headers, TRAVELLER_COOKIE) !== undefined
  return { signedIn: traveller !== null, isStale }
}

/**
 * PATCH /api/account: the traveller edits their own profile. A new address is only asked for: a link
 * goes to it (after the answer, which is the same whether or not another account has the address).
 */
export async function updateProfile(req: PayloadRequest, data: TProfileUpdateInput, traveller: TypedUser) {
  const current = String(traveller.email).toLowerCase()
  const newAddress = data.email === current ? null : data.email
  // Cleared optional fields are sent as null so that emptying a field really empties it. The
  // address changes only through the link mailed to the new one (requestEmailChange).
  const user = await req.payload.update({
    collection: COLLECTION_SLUGS.users,
    id: traveller.id,
    data: {
      ...data,
      email: current,
      phone: data.phone ?? null,
      country: data.country ?? null,
      preferredDestination: data.preferredDestination ?? null,
    },
    overrideAccess: false,
    user: traveller,
    context: { [PROFILE_UPDATE_CONTEXT]: true },
    depth: 0,
  })
  if (newAddress) {
    requestEmailChange(req.payload, user, newAddress).catch((cause) =>
      req.payload.logger.error({ err: cause, msg: 'address change mail failed' }),
    )
  }
  return { user: publicProfile(user), emailChangeSentTo: newAddress }
}
