import type { Endpoint } from 'payload'
import {
  accountBookingsEndpoint,
  accountEndpoint,
  accountStatusEndpoint,
  changePasswordEndpoint,
  signOutEverywhereEndpoint,
  updateAccountEndpoint,
} from './account'
import { sendVerificationEmailEndpoint, verifyEmailEndpoint } from './emailVerification'
import { loginEndpoint } from './login'
import { oidcCallbackEndpoint, oidcConfigEndpoint, oidcStartEndpoint } from './oidc'
import { forgotPasswordEndpoint, resetPasswordEndpoint } from './passwordReset'
import { registerEndpoint } from './register'
import { closedAuthEndpoints, logoutEndpoint, meEndpoint } from './session'

/**
 * On the `users` collection, ahead of Payload's own (the first matching endpoint answers), so
 * /api/users/login, /logout, /me, /forgot-password and /reset-password are these.
 */
export const travellerAuthEndpoints: Endpoint[] = [
  registerEndpoint,
  loginEndpoint,
  logoutEndpoint,
  meEndpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
  oidcConfigEndpoint,
  oidcStartEndpoint,
  oidcCallbackEndpoint,
  ...closedAuthEndpoints,
]

/** At the API root: the account area's own data, always as the traveller of the traveller cookie. */
export const accountEndpoints: Endpoint[] = [
  accountStatusEndpoint,
  accountEndpoint,
  updateAccountEndpoint,
  changePasswordEndpoint,
  signOutEverywhereEndpoint,
  accountBookingsEndpoint,
  verifyEmailEndpoint,
  sendVerificationEmailEndpoint,
]
