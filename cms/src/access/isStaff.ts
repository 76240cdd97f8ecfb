import type { Access } from 'payload'
import { isStaffUser } from './roles'

/** Admins and editors: editorial content. */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)
