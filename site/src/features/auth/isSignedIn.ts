import { SESSION_ENDPOINTS } from '@nexovia/content-schema/api/sessionEndpoints'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { isAccepted } from '../../lib/api/isAccepted'

/**
 * Whether the visitor is a signed-in traveller, asked from the browser by the islands of pages that
 * come from the route cache (the same HTML for everyone): /api/account's status (401 when nobody is),
 * so every page's account button reads no answer and loads no schema. Any failure counts as signed out (§8).
 */
export const askIsSignedIn = (): Promise<boolean> => isAccepted(SESSION_ENDPOINTS.account)

/**
 * The signed-in traveller's address, or null when signed out or on any failure: a form prefills
 * what it can, never blocks on it. The status first: only a signed-in traveller's page loads the
 * answer's schema.
 */
export async function askSignedInEmail(): Promise<string | null> {
  if (!(await askIsSignedIn())) return null
  const answer = await callEndpoint(SESSION_ENDPOINTS.me)
  return answer.ok ? (answer.data.user?.email ?? null) : null
}
