import { createFailureLimit } from '../../http/rateLimit'

// The per-client limits of these routes are declared in their contract entries (content-schema/src/api/).
export { TRAVELLER_SIGN_IN_LIMIT } from '@nexovia/content-schema/api/accountEndpoints'

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
