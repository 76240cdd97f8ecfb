import { describe, expect, it } from 'vitest'
import { localeRedirectTarget, preferredLocale, storedLocale } from './localePreference'

const request = (overrides: Partial<Parameters<typeof localeRedirectTarget>[0]>) => ({
  pathname: '/',
  search: '',
  cookieHeader: null,
  acceptLanguage: null,
  ...overrides,
})

describe('preferredLocale', () => {
  it('should pick French for a French browser', () => {
    expect(preferredLocale('fr-CI,fr;q=0.9,en;q=0.8')).toBe('fr')
  })

  it('should pick English when English ranks above French', () => {
    expect(preferredLocale('en-US,en;q=0.9,fr;q=0.8')).toBe('en')
  })

  it('should follow the quality values rather than the order', () => {
    expect(preferredLocale('en;q=0.3, fr;q=0.7')).toBe('fr')
  })

  it('should skip languages the site does not have', () => {
    expect(preferredLocale('de-DE,de;q=0.9,fr;q=0.5')).toBe('fr')
  })

  it('should give nothing for a browser with no site language', () => {
    expect(preferredLocale('de-DE')).toBeUndefined()
  })
})

describe('storedLocale', () => {
  it('should read the language cookie among others', () => {
    expect(storedLocale('a=1; nexovia_locale=fr; b=2')).toBe('fr')
  })

  it('should ignore a cookie that names no site language', () => {
    expect(storedLocale('nexovia_locale=de')).toBeUndefined()
  })
})

describe('localeRedirectTarget', () => {
  it('should send a French browser on its first visit from an English page to the French page', () => {
    expect(
      localeRedirectTarget(request({ pathname: '/blog', search: '?x=1', acceptLanguage: 'fr-FR' })),
    ).toBe('/fr/blog?x=1')
  })

  it('should let a stored English choice win over a French browser', () => {
    expect(
      localeRedirectTarget(request({ cookieHeader: 'nexovia_locale=en', acceptLanguage: 'fr-FR' })),
    ).toBeNull()
  })

  it('should send a visitor who chose French from an English page to the French page', () => {
    expect(localeRedirectTarget(request({ pathname: '/terms', cookieHeader: 'nexovia_locale=fr' }))).toBe(
      '/fr/terms',
    )
  })

  it('should send a visitor who chose English from a French page to the English page', () => {
    expect(localeRedirectTarget(request({ pathname: '/fr/blog', cookieHeader: 'nexovia_locale=en' }))).toBe(
      '/blog',
    )
  })

  it('should keep an English browser on a French page it asked for', () => {
    expect(localeRedirectTarget(request({ pathname: '/fr', acceptLanguage: 'en-US' }))).toBeNull()
  })

  it('should never redirect the API', () => {
    expect(
      localeRedirectTarget(request({ pathname: '/api/users/me', cookieHeader: 'nexovia_locale=fr' })),
    ).toBeNull()
  })

  it('should never redirect a file', () => {
    expect(localeRedirectTarget(request({ pathname: '/robots.txt', acceptLanguage: 'fr' }))).toBeNull()
  })

  it.each(['/fr//evil.example/phish', '/fr/\\evil.example', '/fr/%2F%2Fevil.example'])(
    'should never send a stored English choice at %s to another site',
    (pathname) => {
      expect(localeRedirectTarget(request({ pathname, cookieHeader: 'nexovia_locale=en' }))).toBeNull()
    },
  )
})
