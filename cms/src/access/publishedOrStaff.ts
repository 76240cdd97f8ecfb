import type { Access } from 'payload'
import { isStaffUser } from './roles'

/** Staff read drafts; everyone else reads published documents only. */
export const publishedOrStaff: Access = ({ req }) =>
  isStaffUser(req.user) ? true : { _status: { equals: 'published' } }
