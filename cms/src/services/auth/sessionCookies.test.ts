import { afterEach, describe, expect, it, vi } from 'vitest'

/** sessionCookies reads the environment when loaded: each case loads a fresh copy. */
async function cookieAttributes(env: Record<string, string | undefined>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value as string)
  const { serializeCookie } = await import('./sessionCookies')
  return serializeCookie('nexovia-session', 'token', 60)
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('session cookies', () => {
  it('should be HTTP-only and SameSite=Lax', async () => {
    const cookie = await cookieAttributes({ NODE_ENV: 'development' })
    expect([cookie.includes('HttpOnly'), cookie.includes('SameSite=Lax')]).toEqual([true, true])
  })

  it('should be Secure in production', async () => {
    expect(await cookieAttributes({ NODE_ENV: 'production', INSECURE_COOKIES: '' })).toMatch(/; Secure$/)
  })

  it('should drop Secure only when INSECURE_COOKIES is true', async () => {
    expect(await cookieAttributes({ NODE_ENV: 'production', INSECURE_COOKIES: 'true' })).not.toMatch(/Secure/)
  })

  it('should expire a deleted cookie at once', async () => {
    vi.resetModules()
    const { serializeCookie } = await import('./sessionCookies')
    expect(serializeCookie('nexovia-session', '', 0)).toMatch(/Max-Age=0; Expires=Thu, 01 Jan 1970/)
  })
})
