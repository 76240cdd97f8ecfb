import { createFailureLimit, createRateLimit } from '../../http/rateLimit'

/** Traveller sign-ins per client; npm run test:lb checks the count holds across cms processes. */
export const TRAVELLER_SIGN_IN_LIMIT = { name: 'traveller-login', points: 20, durationSeconds: 5 * 60 }

/**
 * Per-client limits of the auth endpoints (RATE_LIMIT_FACTOR scales them), kept in Postgres so
 * that they hold across cms processes. Staff and travellers have separate buckets: travellers
 * signing in cannot use up the staff's, nor the reverse.
 */
export const authLimits = {
  login: createRateLimit(TRAVELLER_SIGN_IN_LIMIT),
  staffLogin: createRateLimit({ name: 'staff-login', points: 20, durationSeconds: 5 * 60 }),
  register: createRateLimit({ name: 'traveller-register', points: 10, durationSeconds: 15 * 60 }),
  forgotPassword: createRateLimit({ name: 'traveller-forgot-password', points: 5, durationSeconds: 15 * 60 }),
  resetPassword: createRateLimit({ name: 'traveller-reset-password', points: 10, durationSeconds: 15 * 60 }),
  staffForgotPassword: createRateLimit({
    name: 'staff-forgot-password',
    points: 5,
    durationSeconds: 15 * 60,
  }),
  staffResetPassword: createRateLimit({ name: 'staff-reset-password', points: 10, durationSeconds: 15 * 60 }),
  oidc: createRateLimit({ name: 'traveller-oidc', points: 30, durationSeconds: 5 * 60 }),
  account: createRateLimit({ name: 'traveller-account', points: 30, durationSeconds: 5 * 60 }),
  verifyEmail: createRateLimit({ name: 'traveller-verify-email', points: 10, durationSeconds: 15 * 60 }),
  sendVerification: createRateLimit({
    name: 'traveller-send-verification',
    points: 3,
    durationSeconds: 15 * 60,
  }),
}

/**
 * Wrong passwords, counted per account AND client: after 5 within 15 minutes that client is
 * refused for that account (423), while the owner, signing in from anywhere else, is not. So a
 * stranger cannot lock anyone out (Payload's own per-account lockout is off for that reason). The
 * key is the identifier as typed, so an unknown address locks exactly like a real one.
 */
export const signInFailures = {
  traveller: createFailureLimit({ name: 'traveller-login-failures', failures: 5, durationSeconds: 15 * 60 }),
  staff: createFailureLimit({ name: 'staff-login-failures', failures: 5, durationSeconds: 15 * 60 }),
}
