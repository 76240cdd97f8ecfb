import { SESSION_ENDPOINTS } from '@nexovia/content-schema/api/sessionEndpoints'
import { isAccepted } from '../../lib/api/isAccepted'

/**
 * Whether the visitor is a signed-in traveller, asked from the browser by the islands of pages that
 * come from the route cache (the same HTML for everyone): /api/account's status (401 when nobody is),
 * so every page's account button reads no answer and loads no schema. Any failure counts as signed out (§8).
 */
export const askIsSignedIn = (): Promise<boolean> => isAccepted(SESSION_ENDPOINTS.account)
