import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { oidcSettings } from '../../services/auth/oidcClient'
import { clearedStateCookie, finishQuickSignIn, startQuickSignIn } from '../../services/auth/quickSignIn'
import { contractEndpoint } from '../contract/contractEndpoint'

const notConfigured = () => apiError(404, { message: 'errors.notFound' })

/** GET /api/users/oidc/config: whether the site shows quick sign-in / sign-up. */
export const oidcConfigEndpoint = contractEndpoint(API.oidcConfig, {
  handler: () => Response.json({ enabled: oidcSettings() !== null }),
})

/**
 * GET /api/users/oidc/start?locale=fr: sends the browser to the provider, remembering the attempt in
 * a signed HTTP-only cookie (services/auth/quickSignIn.ts).
 */
export const oidcStartEndpoint = contractEndpoint(API.oidcStart, {
  handler: async ({ req, query: { locale } }) => {
    const started = await startQuickSignIn(req.payload.secret, locale)
    if (!started) return notConfigured()
    const headers = {
      location: started.location,
      'set-cookie': started.stateCookie,
      'cache-control': 'no-store',
    }
    return new Response(null, { status: 302, headers })
  },
})

/**
 * POST /api/users/oidc/callback {code, state}: the callback page hands over the provider's answer;
 * the traveller is signed in by the address the provider vouches for (services/auth/quickSignIn.ts).
 */
export const oidcCallbackEndpoint = contractEndpoint(API.oidcCallback, {
  handler: async ({ req, body }) => {
    const outcome = await finishQuickSignIn(req, body)
    if (outcome.kind === 'not_configured') return notConfigured()
    if (outcome.kind === 'failed')
      return apiError(400, { message: 'errors.sessionFailed' }, { 'set-cookie': clearedStateCookie() })
    const headers = new Headers({ 'cache-control': 'no-store' })
    headers.append('set-cookie', clearedStateCookie())
    headers.append('set-cookie', outcome.sessionCookie)
    return Response.json({ message: 'ok' }, { headers })
  },
})
