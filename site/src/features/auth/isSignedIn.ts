import { API } from '@nexovia/content-schema/api/endpoints'
import { callEndpoint } from '../../lib/api/callEndpoint'

/** Reads /api/users/me without zod: only whether someone is signed in matters here. */
const readIsSignedIn = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Boolean((body as { user?: unknown }).user)

/**
 * Whether the visitor is a signed-in traveller, asked from the browser by the islands of pages that
 * come from the route cache (the same HTML for everyone). Any failure counts as signed out (§8).
 */
export async function askIsSignedIn(): Promise<boolean> {
  const answer = await callEndpoint(API.me, {}, readIsSignedIn)
  return answer.ok && answer.data
}
