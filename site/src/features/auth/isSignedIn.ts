import { endpointUrl } from '@nexovia/content-schema/api/contract'
import { SESSION_ENDPOINTS } from '@nexovia/content-schema/api/sessionEndpoints'
import { sendJson } from '../../lib/api/transport'

const { accountStatus } = SESSION_ENDPOINTS

/**
 * Whether the visitor is a signed-in traveller, asked from the browser by the islands of pages that
 * come from the route cache (the same HTML for everyone): /api/account/status answers 200 either way
 * (a 401 would be logged as a failed resource, issue 42), read without loading its schema. Any
 * failure counts as signed out (§8).
 */
export const askIsSignedIn = async (): Promise<boolean> =>
  (await sendJson(endpointUrl(accountStatus), accountStatus.method)).body.signedIn === true
