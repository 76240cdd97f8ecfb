import { COLLECTION_SLUGS, type Locale } from '@nexovia/content-schema'
import type { Payload, PayloadRequest } from 'payload'
import { verifiedByProvider } from '../accounts/emailVerification'
import {
  callbackUrl,
  client,
  OIDC_STATE_MAX_AGE_SECONDS,
  oidcSettings,
  openState,
  providerConfiguration,
  sealState,
  unusablePassword,
} from './oidcClient'
import { isSafePictureUrl } from './pictureUrl'
import { OIDC_STATE_COOKIE, readCookie, serializeCookie } from './sessionCookies'
import { openTravellerSession, travellerCookie } from './travellerSession'

/**
 * GET /api/users/oidc/start: where to send the browser at the provider (authorization code with PKCE
 * S256, state and nonce) and the signed HTTP-only cookie that remembers the attempt; null while quick
 * sign-in is not configured.
 */
export async function startQuickSignIn(secret: string, locale: Locale) {
  if (!oidcSettings()) return null
  const config = await providerConfiguration()
  const verifier = client.randomPKCECodeVerifier()
  const state = { state: client.randomState(), nonce: client.randomNonce(), verifier, locale, at: Date.now() }
  const location = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(locale),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: state.state,
    nonce: state.nonce,
  })
  const stateCookie = serializeCookie(OIDC_STATE_COOKIE, sealState(state, secret), OIDC_STATE_MAX_AGE_SECONDS)
  return { location: location.href, stateCookie }
}

type Claims = {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
  name?: string
  picture?: string
}

type CallbackInput = { code: string; state: string; iss?: string }

/** The attempt's cookie deleted: sent with every answer of the callback. */
export const clearedStateCookie = () => serializeCookie(OIDC_STATE_COOKIE, '', 0)

export type QuickSignInOutcome =
  | { kind: 'not_configured' }
  | { kind: 'failed' }
  | { kind: 'signed_in'; sessionCookie: string }

/**
 * POST /api/users/oidc/callback: the code exchanged with the PKCE verifier, the ID token checked
 * (issuer, audience, nonce), and the traveller signed in: an existing account is linked by its
 * verified e-mail address, otherwise one is created (authType 'oidc').
 */
export async function finishQuickSignIn(
  req: PayloadRequest,
  data: CallbackInput,
): Promise<QuickSignInOutcome> {
  if (!oidcSettings()) return { kind: 'not_configured' }
  const attempt = openState(readCookie(req.headers, OIDC_STATE_COOKIE), req.payload.secret)
  if (!attempt || attempt.state !== data.state) {
    req.payload.logger.warn('quick sign-in: missing, expired or mismatched state')
    return { kind: 'failed' }
  }
  let claims: Claims
  try {
    const currentUrl = new URL(callbackUrl(attempt.locale))
    currentUrl.searchParams.set('code', data.code)
    currentUrl.searchParams.set('state', data.state)
    if (data.iss) currentUrl.searchParams.set('iss', data.iss)
    const config = await providerConfiguration()
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: attempt.verifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    })
    const idClaims = tokens.claims() as Claims
    // Many providers put profile and e-mail claims only in the UserInfo answer, not the ID token.
    claims = idClaims.email
      ? idClaims
      : {
          ...((await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)) as Claims),
          sub: idClaims.sub,
        }
  } catch (cause) {
    req.payload.logger.warn({ err: cause, msg: 'quick sign-in: code exchange refused' })
    return { kind: 'failed' }
  }
  // Only an address the provider vouches for may open (or take over) a Nexovia account.
  const email = claims.email?.trim().toLowerCase()
  if (!email || claims.email_verified !== true) {
    req.payload.logger.warn('quick sign-in: the provider gave no verified e-mail address')
    return { kind: 'failed' }
  }
  const userId = await findOrCreateTraveller(req.payload, email, claims, attempt.locale)
  await verifiedByProvider(req.payload, Number(userId), email)
  const { token, exp } = await openTravellerSession(req.payload, userId, req)
  return { kind: 'signed_in', sessionCookie: travellerCookie(token, exp) }
}

async function findOrCreateTraveller(payload: Payload, email: string, claims: Claims, locale: Locale) {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.users,
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  if (docs[0]) return docs[0].id
  const [first, ...rest] = (claims.name ?? '').trim().split(/\s+/)
  const created = await payload.create({
    collection: COLLECTION_SLUGS.users,
    data: {
      email,
      password: unusablePassword(),
      firstName:
        (claims.given_name ?? first ?? '').slice(0, 100) ||
        (email.split('@')[0] ?? 'traveller').slice(0, 100),
      lastName: (claims.family_name ?? rest.join(' ')).slice(0, 100) || '-',
      // Kept only when it passes the picture rule (auth/pictureUrl.ts); otherwise no picture.
      picture: claims.picture && isSafePictureUrl(claims.picture) ? claims.picture.slice(0, 2000) : undefined,
      locale,
      authType: 'oidc',
    },
    overrideAccess: true,
  })
  return created.id
}
