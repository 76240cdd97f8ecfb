import type { Access } from 'payload'
import { isAdminUser, isStaffUser } from './roles'

/** On the `admins` collection: an administrator manages every account, an editor only reads their own. */
export const adminOrAccountSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (isStaffUser(req.user)) return { id: { equals: req.user!.id } }
  return false
}
