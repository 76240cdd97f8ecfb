import type { Access } from 'payload'
import { isAdminUser, isTravellerUser } from './roles'

/** Set by the account endpoints (endpoints/auth/account.ts) on the updates they have validated. */
export const PROFILE_UPDATE_CONTEXT = 'isValidatedProfileUpdate'

/**
 * Updates of the `users` collection: administrators any account; a traveller only their own, and
 * only through /api/account, which validates with the profile schema and asks for the current
 * password. A bare REST `PATCH /api/users/{id}` from a traveller is refused: the request context
 * cannot be set from outside the server.
 */
export const adminOrProfileEndpoint: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (isTravellerUser(req.user) && req.context?.[PROFILE_UPDATE_CONTEXT] === true) {
    return { id: { equals: req.user!.id } }
  }
  return false
}
