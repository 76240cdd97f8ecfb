import { AUTH_TYPES, COLLECTION_SLUGS, CURRENCIES, LOCALES } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { adminOrProfileEndpoint } from '../../access/adminOrProfileEndpoint'
import { adminOrSelf } from '../../access/adminOrSelf'
import { isAdmin, isAdminField } from '../../access/isAdmin'
import { messageConsentFields } from '../../fields/messageConsent'
import { lockAccountBeforeOperation, lockAccountOnLogout } from '../../hooks/lockAccount'
import { voidResetCodes } from '../../hooks/voidResetCodes'
import { isSafePictureUrl } from '../../services/auth/pictureUrl'
import { RESET_TOKEN_MINUTES } from '../../services/auth/resetToken'
import { sessionCookies } from '../../services/auth/sessionCookies'
import { travellerSessionStrategy } from '../../services/auth/travellerSession'
import { detachBookings } from './hooks/detachBookings'
import { forgetVerificationOfChangedEmail } from './hooks/forgetVerificationOfChangedEmail'

/** Travellers: the accounts of the public site. They never reach the cms admin panel. */
export const Users: CollectionConfig = {
  slug: COLLECTION_SLUGS.users,
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'lastName', 'authType', 'createdAt'] },
  auth: {
    cookies: sessionCookies,
    tokenExpiration: 60 * 60 * 24 * 7,
    // No per-account lockout (a stranger could lock anyone out): wrong passwords are counted per
    // account and client by the sign-in endpoint (endpoints/auth/login.ts).
    maxLoginAttempts: 0,
    forgotPassword: { expiration: RESET_TOKEN_MINUTES * 60 * 1000 },
    // Read the traveller cookie (travellerSession.ts); Payload's own cookie is the staff's.
    strategies: [travellerSessionStrategy],
  },
  hooks: {
    // One writer per account row (services/accounts/accountLock.ts).
    beforeOperation: [lockAccountBeforeOperation],
    afterLogout: [lockAccountOnLogout],
    beforeChange: [forgetVerificationOfChangedEmail, voidResetCodes],
    beforeDelete: [detachBookings],
  },
  access: {
    admin: () => false,
    // Sign-up goes through /api/users/register (validation, rate limit), never a bare create.
    create: isAdmin,
    read: adminOrSelf,
    // Travellers change their data through /api/account only (validated, current password asked).
    update: adminOrProfileEndpoint,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'firstName', type: 'text', required: true, maxLength: 100 },
    { name: 'lastName', type: 'text', required: true, maxLength: 100 },
    { name: 'phone', type: 'text', maxLength: 40 },
    { name: 'country', type: 'text', maxLength: 2 },
    { name: 'preferredDestination', type: 'text', maxLength: 100 },
    {
      // An avatar from the quick sign-in provider's profile: written by the server only (travellers
      // cannot set it), and only an https: URL, so it never holds javascript:, data: or plain http.
      name: 'picture',
      type: 'text',
      maxLength: 2000,
      access: { create: isAdminField, update: isAdminField },
      validate: (value: string | null | undefined) => !value || isSafePictureUrl(value) || 'Only https: URLs',
    },
    { name: 'locale', type: 'select', options: [...LOCALES], defaultValue: 'en' },
    {
      name: 'authType',
      type: 'select',
      options: [...AUTH_TYPES],
      defaultValue: 'password',
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'travelSavingsBalance',
      type: 'number',
      defaultValue: 0,
      admin: { description: 'Minor units of the currency' },
      access: { create: isAdminField, update: isAdminField },
    },
    {
      // When the address was proven (the confirmation link, or an identity provider vouching for it).
      // Set by services/accounts/emailVerification.ts only; cleared when the address changes.
      name: 'emailVerifiedAt',
      type: 'date',
      admin: { readOnly: true },
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'travelSavingsCurrency',
      type: 'select',
      options: [...CURRENCIES],
      defaultValue: 'USD',
      access: { create: isAdminField, update: isAdminField },
    },
    // Written through /api/account/messages (validated) and by STOP; never a bare REST update.
    ...messageConsentFields({ create: isAdminField, update: isAdminField }),
  ],
}
