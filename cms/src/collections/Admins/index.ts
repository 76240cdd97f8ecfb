import { ADMIN_ROLES, COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { adminOrAccountSelf } from '../../access/adminOrAccountSelf'
import { isAdmin, isAdminField } from '../../access/isAdmin'
import { isStaffUser } from '../../access/roles'
import { lockAccountBeforeOperation, lockAccountOnLogout } from '../../hooks/lockAccount'
import { voidResetCodes } from '../../hooks/voidResetCodes'
import { sessionCookies } from '../../services/auth/sessionCookies'
import { staffPasswordRule } from './hooks/staffPasswordRule'

/** The team: administrators (operations, accounts) and editors (content). Signs in to the cms admin. */
export const Admins: CollectionConfig = {
  slug: COLLECTION_SLUGS.admins,
  admin: { useAsTitle: 'username', defaultColumns: ['username', 'name', 'roles'] },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    cookies: sessionCookies,
    tokenExpiration: 60 * 60 * 8,
    // No per-account lockout: anyone could keep `admin` locked. Wrong passwords are counted per
    // username and client instead (endpoints/auth/staffAuth.ts).
    maxLoginAttempts: 0,
    // The session lives in the HTTP-only cookie; the sign-in answer's body does not repeat the token.
    removeTokenFromResponses: true,
  },
  // The password rule first (nothing is locked for a refused write); one writer per account row
  // (services/accounts/accountLock.ts).
  hooks: {
    beforeOperation: [staffPasswordRule, lockAccountBeforeOperation],
    afterLogout: [lockAccountOnLogout],
    beforeChange: [voidResetCodes],
  },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    create: isAdmin,
    read: adminOrAccountSelf,
    update: adminOrAccountSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      options: [...ADMIN_ROLES],
      defaultValue: ['editor'],
      required: true,
      saveToJWT: true,
      access: { update: isAdminField },
    },
  ],
}
