import { endpoint, schema } from './contract.ts'
import { SESSION_ENDPOINTS } from './sessionEndpoints.ts'

const accounts = () => import('../accounts/account.ts')
const accountAnswers = () => import('../accounts/account-answers.ts')
const auth = () => import('../accounts/auth.ts')

/** Traveller accounts: the users collection's routes (ahead of Payload's own), the account area's own. */
export const ACCOUNT_ENDPOINTS = {
  ...SESSION_ENDPOINTS,
  register: endpoint({
    method: 'POST',
    path: '/api/users/register',
    access: 'public',
    collection: 'users',
    body: schema(auth, 'ZRegisterInput'),
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/users/login',
    access: 'public',
    collection: 'users',
    body: schema(auth, 'ZLoginInput'),
  }),
  logout: endpoint({ method: 'POST', path: '/api/users/logout', access: 'traveller', collection: 'users' }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/users/forgot-password',
    access: 'public',
    collection: 'users',
    body: schema(auth, 'ZForgotPasswordInput'),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/users/reset-password',
    access: 'public',
    collection: 'users',
    body: schema(auth, 'ZResetPasswordInput'),
  }),
  oidcConfig: endpoint({
    method: 'GET',
    path: '/api/users/oidc/config',
    access: 'public',
    collection: 'users',
    answer: schema(accountAnswers, 'ZOidcConfig'),
  }),
  /** A browser navigation (?locale=), answered with a redirect to the identity provider. */
  oidcStart: endpoint({
    method: 'GET',
    path: '/api/users/oidc/start',
    access: 'public',
    collection: 'users',
  }),
  oidcCallback: endpoint({
    method: 'POST',
    path: '/api/users/oidc/callback',
    access: 'public',
    collection: 'users',
    body: schema(auth, 'ZOidcCallbackInput'),
  }),
  // Payload's auth routes the site has no use for, closed (answered 404).
  closedRefreshToken: endpoint({
    method: 'POST',
    path: '/api/users/refresh-token',
    access: 'nobody',
    collection: 'users',
  }),
  closedFirstRegister: endpoint({
    method: 'POST',
    path: '/api/users/first-register',
    access: 'nobody',
    collection: 'users',
  }),
  closedVerify: endpoint({
    method: 'POST',
    path: '/api/users/verify/:token',
    access: 'nobody',
    collection: 'users',
  }),
  updateAccount: endpoint({
    method: 'PATCH',
    path: '/api/account',
    access: 'traveller',
    body: schema(auth, 'ZProfileUpdateInput'),
    answer: schema(accountAnswers, 'ZAccountUpdated'),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/password',
    access: 'traveller',
    body: schema(auth, 'ZPasswordChangeInput'),
  }),
  /** Ends every session of the account, this one included; the address is told. */
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/api/account/sign-out-everywhere',
    access: 'traveller',
  }),
  /** Confirms the address from the mailed link (the token is the proof); guest bookings join the account. */
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/account/verify-email',
    access: 'public',
    body: schema(auth, 'ZVerifyEmailInput'),
    answer: schema(accountAnswers, 'ZEmailVerified'),
  }),
  sendVerificationEmail: endpoint({
    method: 'POST',
    path: '/api/account/verify-email/send',
    access: 'traveller',
    answer: schema(accountAnswers, 'ZVerificationSent'),
  }),
  accountBookings: endpoint({
    method: 'GET',
    path: '/api/account/bookings',
    access: 'traveller',
    query: schema(accounts, 'ZAccountBookingsQuery'),
    answer: schema(accounts, 'ZAccountBookings'),
  }),
}
