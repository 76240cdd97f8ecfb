import { expect, test } from '@playwright/test'

/** The addresses of the outside probe (issue 12, finding 1): each once led to another site. */
const LANGUAGE_CHOICE_PATHS = [
  '/.//evil.example/phish',
  '/fr//evil.example/phish',
  '/..//evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
]

/** Where the browser would land after following the answer's Location from the site. */
const landing = (location: string | undefined, base: string) => new URL(location ?? '', base).origin

test.describe('redirects stay on the site', () => {
  for (const path of LANGUAGE_CHOICE_PATHS) {
    test(`should keep the language choice on the site for path=${path}`, async ({ request, baseURL }) => {
      const query = new URLSearchParams({ locale: 'en', path })
      const response = await request.get(`/preferences/language?${query}`, { maxRedirects: 0 })
      expect([response.status(), landing(response.headers().location, baseURL!)]).toEqual([
        303,
        new URL(baseURL!).origin,
      ])
    })
  }

  test('should not send a stored English choice at /fr//evil.example/phish to another site', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/fr//evil.example/phish', {
      maxRedirects: 0,
      headers: { cookie: 'nexovia_locale=en' },
    })
    expect(landing(response.headers().location, baseURL!)).toBe(new URL(baseURL!).origin)
  })

  test('should still open the same page in the chosen language', async ({ request }) => {
    const query = new URLSearchParams({ locale: 'fr', path: '/blog?page=2' })
    const response = await request.get(`/preferences/language?${query}`, { maxRedirects: 0 })
    expect([response.status(), response.headers().location]).toEqual([303, '/fr/blog?page=2'])
  })
})
