import type { Access } from 'payload'
import { isAdminUser, isTravellerUser } from './roles'

/** On the `users` collection: admins see every traveller, a traveller only their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (isTravellerUser(req.user)) return { id: { equals: req.user!.id } }
  return false
}
