import type { Access } from 'payload'
import { isAdminUser, isTravellerUser } from './roles'

/** Row-level rule for records that belong to a traveller through a `user` field. */
export const adminOrOwner: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (isTravellerUser(req.user)) return { user: { equals: req.user!.id } }
  return false
}
