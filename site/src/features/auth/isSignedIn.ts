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

/** Reads /api/users/me without zod: the signed-in traveller's address, or null when nobody is signed in. */
const readSignedInEmail = (body: unknown): string | null => {
  const user = typeof body === 'object' && body !== null ? (body as { user?: unknown }).user : null
  if (typeof user !== 'object' || user === null) return null
  const email = (user as { email?: unknown }).email
  return typeof email === 'string' ? email : ''
}

/**
 * The signed-in traveller's address ('' when signed in without one the page can read), or null when
 * signed out or on any failure: a form prefills what it can, never blocks on it.
 */
export async function askSignedInEmail(): Promise<string | null> {
  const answer = await callEndpoint(API.me, {}, (body) => ({ email: readSignedInEmail(body) }))
  return answer.ok ? answer.data.email : null
}
