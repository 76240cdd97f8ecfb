/**
 * Session cookies: HTTP-only, SameSite=Lax, Secure outside development (INSECURE_COOKIES=true
 * drops Secure for a plain-HTTP stack such as the e2e run on http://localhost).
 *
 * Travellers and staff hold separate cookies. Payload names its cookie `${cookiePrefix}-token`
 * for every auth collection, and browsers do not isolate cookies by port, so with one shared
 * name a traveller signing in on the site would sign the same browser out of the cms admin (and
 * the reverse). Staff keep Payload's own cookie under ADMIN_COOKIE_PREFIX; travellers get
 * TRAVELLER_COOKIE, set by the cms's own auth endpoints and read by a custom strategy.
 */
export const sessionCookies = {
  sameSite: 'Lax' as const,
  secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true',
}

/** Payload's `cookiePrefix`: the admin panel's session cookie is `nexovia-admin-token`. */
export const ADMIN_COOKIE_PREFIX = 'nexovia-admin'
export const ADMIN_TOKEN_COOKIE = `${ADMIN_COOKIE_PREFIX}-token`
export const TRAVELLER_COOKIE = 'nexovia-session'
/** Short-lived state of one quick sign-in (state, nonce, PKCE verifier), signed. */
export const OIDC_STATE_COOKIE = 'nexovia-oidc'

/** A Set-Cookie value with the session attributes; maxAge 0 deletes the cookie. */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    `SameSite=${sessionCookies.sameSite}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ]
  if (maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  if (sessionCookies.secure) parts.push('Secure')
  return parts.join('; ')
}

/** One cookie's value from a request's Cookie header. */
export function readCookie(headers: Headers, name: string): string | undefined {
  for (const pair of (headers.get('cookie') ?? '').split(';')) {
    const index = pair.indexOf('=')
    if (index > 0 && pair.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(index + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}
