import { endpoint, schema } from './contract.ts'
import { SESSION_ENDPOINTS } from './sessionEndpoints.ts'

const routeParams = () => import('./route-params.ts')
const accountAnswers = () => import('../accounts/account-answers.ts')
const auth = () => import('../accounts/auth.ts')
const accountBookings = () => import('../payments/account-bookings.ts')

// Per-client limits (RATE_LIMIT_FACTOR scales them), kept in Postgres so that they hold across
// processes. Travellers and staff have separate buckets: neither can use up the other's.
const MINUTES = 60
/** Traveller sign-ins per client; npm run test:lb checks the count holds across cms processes. */
export const TRAVELLER_SIGN_IN_LIMIT = { name: 'traveller-login', points: 20, seconds: 5 * MINUTES }
/**
 * Wrong passwords per account AND client: after 5 within 15 minutes that client is refused for that
 * account (423), while the owner, signing in from anywhere else, is not. So a stranger cannot lock
 * anyone out. Shared by the sign-in and the change of password.
 */
const TRAVELLER_SIGN_IN_FAILURES = {
  name: 'traveller-login-failures',
  points: 5,
  seconds: 15 * MINUTES,
  per: 'account and client',
  counts: 'failures',
} as const
const OIDC = { name: 'traveller-oidc', points: 30, seconds: 5 * MINUTES }
const ACCOUNT_CHANGES = { name: 'traveller-account', points: 30, seconds: 5 * MINUTES }
const CLOSED = { none: 'closed: answered 404 before anything is read' }

/** Traveller accounts: the users collection's routes (ahead of Payload's own), the account area's own. */
export const ACCOUNT_ENDPOINTS = {
  ...SESSION_ENDPOINTS,
  register: endpoint({
    method: 'POST',
    path: '/api/users/register',
    access: 'public',
    limit: { name: 'traveller-register', points: 10, seconds: 15 * MINUTES },
    collection: 'users',
    body: schema(auth, 'ZRegisterInput'),
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/users/login',
    access: 'public',
    limit: TRAVELLER_SIGN_IN_LIMIT,
    keyedLimits: { failures: TRAVELLER_SIGN_IN_FAILURES },
    collection: 'users',
    body: schema(auth, 'ZLoginInput'),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/users/logout',
    access: 'traveller',
    limit: { none: "ends the signed-in traveller's own session" },
    collection: 'users',
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/users/forgot-password',
    access: 'public',
    limit: { name: 'traveller-forgot-password', points: 5, seconds: 15 * MINUTES },
    // Whichever clients ask: beyond it nothing is mailed and no new code replaces the one being typed.
    keyedLimits: {
      mails: { name: 'traveller-reset-mails-per-address', points: 3, seconds: 30 * MINUTES, per: 'address' },
    },
    collection: 'users',
    body: schema(auth, 'ZForgotPasswordInput'),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/users/reset-password',
    access: 'public',
    limit: { name: 'traveller-reset-password', points: 10, seconds: 15 * MINUTES },
    collection: 'users',
    body: schema(auth, 'ZResetPasswordInput'),
  }),
  oidcConfig: endpoint({
    method: 'GET',
    path: '/api/users/oidc/config',
    access: 'public',
    limit: { none: 'the same few settings for everyone, read from the configuration' },
    collection: 'users',
    answer: schema(accountAnswers, 'ZOidcConfig'),
  }),
  /** A browser navigation (?locale=), answered with a redirect to the identity provider. */
  oidcStart: endpoint({
    method: 'GET',
    path: '/api/users/oidc/start',
    access: 'public',
    limit: OIDC,
    query: schema(routeParams, 'ZLocaleQuery'),
    collection: 'users',
  }),
  oidcCallback: endpoint({
    method: 'POST',
    path: '/api/users/oidc/callback',
    access: 'public',
    limit: OIDC,
    collection: 'users',
    body: schema(auth, 'ZOidcCallbackInput'),
  }),
  // Payload's auth routes the site has no use for, closed (answered 404).
  closedRefreshToken: endpoint({
    method: 'POST',
    path: '/api/users/refresh-token',
    access: 'nobody',
    limit: CLOSED,
    collection: 'users',
  }),
  closedFirstRegister: endpoint({
    method: 'POST',
    path: '/api/users/first-register',
    access: 'nobody',
    limit: CLOSED,
    collection: 'users',
  }),
  closedVerify: endpoint({
    method: 'POST',
    path: '/api/users/verify/:token',
    params: schema(routeParams, 'ZTokenParams'),
    access: 'nobody',
    limit: CLOSED,
    collection: 'users',
  }),
  updateAccount: endpoint({
    method: 'PATCH',
    path: '/api/account',
    access: 'traveller',
    limit: ACCOUNT_CHANGES,
    body: schema(auth, 'ZProfileUpdateInput'),
    answer: schema(accountAnswers, 'ZAccountUpdated'),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/password',
    access: 'traveller',
    limit: ACCOUNT_CHANGES,
    keyedLimits: { failures: TRAVELLER_SIGN_IN_FAILURES },
    body: schema(auth, 'ZPasswordChangeInput'),
  }),
  /** Ends every session of the account, this one included; the address is told. */
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/api/account/sign-out-everywhere',
    access: 'traveller',
    limit: ACCOUNT_CHANGES,
  }),
  /** Confirms the address from the mailed link (the token is the proof); guest bookings join the account. */
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/account/verify-email',
    access: 'public',
    limit: { name: 'traveller-verify-email', points: 10, seconds: 15 * MINUTES },
    body: schema(auth, 'ZVerifyEmailInput'),
    answer: schema(accountAnswers, 'ZEmailVerified'),
  }),
  sendVerificationEmail: endpoint({
    method: 'POST',
    path: '/api/account/verify-email/send',
    access: 'traveller',
    limit: { name: 'traveller-send-verification', points: 3, seconds: 15 * MINUTES },
    answer: schema(accountAnswers, 'ZVerificationSent'),
  }),
  accountBookings: endpoint({
    method: 'GET',
    path: '/api/account/bookings',
    access: 'traveller',
    limit: { none: "the signed-in traveller's own bookings, paged" },
    query: schema(accountBookings, 'ZAccountBookingsQuery'),
    answer: schema(accountBookings, 'ZAccountBookings'),
  }),
}
