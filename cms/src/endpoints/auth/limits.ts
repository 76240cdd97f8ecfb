import { createRateLimit } from '../lib/rateLimit'

/**
 * Per-client limits of the traveller auth endpoints (RATE_LIMIT_FACTOR scales them). Account
 * lockout (5 wrong passwords → 15 minutes, on the users collection) protects each account; these
 * protect the service from one client spraying many accounts or filling mailboxes.
 */
export const authLimits = {
  login: createRateLimit({ points: 20, durationSeconds: 5 * 60 }),
  register: createRateLimit({ points: 10, durationSeconds: 15 * 60 }),
  forgotPassword: createRateLimit({ points: 5, durationSeconds: 15 * 60 }),
  resetPassword: createRateLimit({ points: 10, durationSeconds: 15 * 60 }),
  oidc: createRateLimit({ points: 30, durationSeconds: 5 * 60 }),
  account: createRateLimit({ points: 30, durationSeconds: 5 * 60 }),
}
