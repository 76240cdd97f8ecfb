import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Locale } from '@nexovia/content-schema'
import * as client from 'openid-client'
import { sitePage } from '../lib/sitePage'

/** Quick sign-in is on only when a provider is fully configured; otherwise the site hides it. */
export function oidcSettings() {
  const issuer = process.env.OIDC_ISSUER
  const clientId = process.env.OIDC_CLIENT_ID
  const clientSecret = process.env.OIDC_CLIENT_SECRET
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null
}

let discovered: { key: string; config: Promise<client.Configuration> } | undefined

/** The provider's configuration, discovered once per issuer (and retried after a failure). */
export function providerConfiguration(): Promise<client.Configuration> {
  const settings = oidcSettings()
  if (!settings) throw new Error('OpenID Connect is not configured')
  const key = `${settings.issuer}|${settings.clientId}`
  if (discovered?.key !== key) {
    const issuerUrl = new URL(settings.issuer)
    // Plain HTTP only for a provider on this machine (the tests' oidc-provider).
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(issuerUrl.hostname)
    const config = client
      .discovery(issuerUrl, settings.clientId, settings.clientSecret, undefined, {
        execute: local ? [client.allowInsecureRequests] : [],
      })
      .catch((cause) => {
        discovered = undefined
        throw cause
      })
    discovered = { key, config }
  }
  return discovered.config
}

/** The site's callback page in each language; both are registered with the provider. */
export const callbackUrl = (locale: Locale) => sitePage(locale, '/auth/callback')

/** One sign-in attempt's secrets, kept in an HTTP-only cookie signed with the cms secret. */
export type OidcState = { state: string; nonce: string; verifier: string; locale: Locale; at: number }

export const OIDC_STATE_MAX_AGE_SECONDS = 10 * 60

export function sealState(state: OidcState, secret: string): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url')
  return `${body}.${sign(body, secret)}`
}

export function openState(sealed: string | undefined, secret: string): OidcState | null {
  const [body, signature] = (sealed ?? '').split('.')
  if (!body || !signature) return null
  const expected = Buffer.from(sign(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OidcState
  return Date.now() - state.at < OIDC_STATE_MAX_AGE_SECONDS * 1000 ? state : null
}

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url')

/** A password nobody knows, for accounts created by quick sign-in (a reset can set a real one). */
export const unusablePassword = () => randomBytes(32).toString('base64url')

export { client }
