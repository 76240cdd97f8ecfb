/** Session cookies: HTTP-only (Payload's default), SameSite=Lax, Secure outside development. */
export const sessionCookies = {
  sameSite: 'Lax' as const,
  secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true',
}
