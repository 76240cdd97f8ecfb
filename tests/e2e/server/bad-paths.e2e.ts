import { expect, test } from '@playwright/test'

/** Paths of the outside probe (issue 19, finding 5) that answered 5xx: each is a client error. */
const SITE_PATHS = ['/blog/%00', '/fr/blog/%00', '/guides/%00', '/fr/guides/a%00b']
const CMS_PATHS = [
  '/api/%ZZ',
  '/api/hotels/abc',
  '/api/hotels/99999999999',
  '/api/hotels?page=-1',
  '/api/payload-migrations',
]

test.describe('bad paths are client errors, never server errors', () => {
  for (const path of SITE_PATHS) {
    test(`should answer the site page ${path} with 404`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404)
    })
  }

  for (const path of CMS_PATHS) {
    test(`should answer the cms ${path} with a 4xx`, async ({ request }) => {
      const status = (await request.get(`${process.env.E2E_CMS_URL}${path}`)).status()
      expect(status >= 400 && status < 500 ? 'client error' : status).toBe('client error')
    })
  }
})
