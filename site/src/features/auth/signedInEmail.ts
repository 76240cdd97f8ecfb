import { SESSION_ENDPOINTS } from '@nexovia/content-schema/api/sessionEndpoints'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { askIsSignedIn } from './isSignedIn'

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
