import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { redirectResponse, safeRedirectPath, sameSitePath } from './safeRedirect'

const SITE = 'https://www.nexovia.example'

/** Where a browser on the site would go when it follows `location`. */
const followedOrigin = (location: string) => new URL(location, `${SITE}/fr/blog/some-post`).origin

const hostLikePrefixes = [
  '//',
  '/\\',
  '\\\\',
  '/.//',
  '/..//',
  '/././/',
  '/%2F',
  '/%2f/',
  '/%5C',
  '/%252F%252F',
  '/\t/',
  '/\n/',
  '/\r/',
  '/%09/',
  '/%0A/',
  'https://',
  'http:',
  'javascript:',
  '',
]

const evilAddress = fc
  .tuple(fc.constantFrom(...hostLikePrefixes), fc.domain(), fc.webPath())
  .map(([prefix, host, path]) => `${prefix}${host}${path}`)

const sitePath = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 5 })
  .map((segments) => `/${segments.join('/')}`)

describe('sameSitePath', () => {
  it.each([
    '/.//evil.example/phish',
    '/..//evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    'https://evil.example',
    'evil.example',
  ])('should refuse %s', (value) => {
    expect(sameSitePath(value)).toBeNull()
  })

  it('should keep a path of the site with its query and fragment', () => {
    expect(sameSitePath('/fr/blog?page=2#top')).toBe('/fr/blog?page=2#top')
  })

  it('should resolve dot segments that stay on the site', () => {
    expect(sameSitePath('/fr/./blog/../destinations')).toBe('/fr/destinations')
  })

  it('should keep every generated site path as it is', () => {
    fc.assert(fc.property(sitePath, (path) => sameSitePath(path) === path))
  })

  it('should never let a generated host-like address through', () => {
    fc.assert(fc.property(evilAddress, (address) => sameSitePath(address) === null))
  })

  it('should answer only addresses that a browser follows to the same site', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), evilAddress, sitePath), (value) => {
        const path = sameSitePath(value)
        return path === null || (followedOrigin(path) === SITE && !/^[/\\]{2}/.test(path))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('safeRedirectPath', () => {
  it('should fall back to home for another site', () => {
    expect(safeRedirectPath('//evil.example')).toBe('/')
  })

  it('should fall back to the given page', () => {
    expect(safeRedirectPath(null, '/fr')).toBe('/fr')
  })
})

describe('redirectResponse', () => {
  it('should send an unsafe target home', () => {
    expect(redirectResponse('//evil.example/phish', { status: 303 }).headers.get('location')).toBe('/')
  })
})
