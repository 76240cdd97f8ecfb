import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { publicProfile } from '../../services/accounts/publicProfile'
import {
  closeTravellerSession,
  expiredTravellerCookie,
  travellerFromRequest,
} from '../../services/auth/travellerSession'
import { contractEndpoint } from '../contract/contractEndpoint'

/** GET /api/users/me (replaces Payload's): the traveller of the traveller cookie, or user null. */
export const meEndpoint = contractEndpoint(API.me, {
  handler: async ({ req }) => {
    const user = await travellerFromRequest(req)
    return Response.json(
      { user: user ? publicProfile(user) : null, collection: COLLECTION_SLUGS.users },
      { headers: { 'cache-control': 'private, no-store' } },
    )
  },
})

/**
 * POST /api/users/logout (replaces Payload's): removes the session from the traveller's record,
 * so the old cookie is refused even if a copy of it survives, and deletes the cookie.
 */
export const logoutEndpoint = contractEndpoint(API.logout, {
  // Signed out already: the builder answers 401 and deletes the cookie (contractAccess.ts).
  handler: async ({ req, user }) => {
    const headers = { 'set-cookie': expiredTravellerCookie() }
    const sid = (user as { _sid?: string })._sid
    if (sid) await closeTravellerSession(req.payload, user.id as number, sid, req)
    return Response.json({ message: 'ok' }, { headers })
  },
})

/**
 * Payload's other auth endpoints on `users` that the site has no use for (token refresh, first
 * user registration, e-mail verification): their contracts' access is `nobody`, so the route
 * builder answers 404 before any handler, and none of them can open a session around this module's checks.
 */
export const closedAuthEndpoints: Endpoint[] = [
  API.closedRefreshToken,
  API.closedFirstRegister,
  API.closedVerify,
].map((contract) =>
  contractEndpoint(contract, { handler: () => apiError(404, { message: 'errors.notFound' }) }),
)
