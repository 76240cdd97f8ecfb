import { expect, test } from '@playwright/test'
import {
  LOCALES,
  newTraveller,
  pathIn,
  registerThroughApi,
  signedInThroughApi,
  signInThroughApi,
  tFor,
} from '../accounts/helpers.ts'

// Pages the same for every visitor (issue 20): the second read of each comes from the route cache.
const SHELLS = [
  '/airport-taxi',
  '/travel-savings',
  '/login',
  '/signup',
  '/forgot-password',
  '/admin/login',
  '/payment',
].flatMap((path) => LOCALES.map((locale) => pathIn(locale, path)))

test.describe('route-cache shells', () => {
  for (const path of SHELLS) {
    test(`should answer ${path} from the route cache once it was read`, async ({ request }) => {
      await request.get(path)
      // Another journey's publish (packages, rates), or the entry's age past its maxAge late in the
      // run, may have made it stale: Astro then answers STALE from the cache while it renders the page
      // again. Both are answers from the route cache; a page never cached reads neither.
      const again = await request.get(path)
      expect(again.status()).toBe(200)
      expect(['HIT', 'STALE']).toContain(again.headers()['x-astro-cache'])
    })
  }

  for (const locale of LOCALES) {
    test(`should send a signed-in traveller from the cached sign-in and sign-up pages to the account, in ${locale}`, async ({
      page,
      request,
    }) => {
      const traveller = newTraveller(`shell-${locale}`)
      await registerThroughApi(request, traveller)
      // Both pages are in the cache before the traveller comes: the redirect cannot be the server's.
      for (const path of ['/login', '/signup']) await request.get(pathIn(locale, path))
      await signInThroughApi(page, traveller.email, traveller.password)
      for (const path of ['/login', '/signup']) {
        const answer = await page.goto(pathIn(locale, path))
        expect(answer?.headers()['x-astro-cache']).toBe('HIT')
        await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}$`))
      }
    })

    test(`should ask the address on the cached /payment of a visitor only, not of a signed-in traveller, in ${locale}`, async ({
      page,
      request,
    }) => {
      const emailField = page.getByLabel(tFor(locale)('payments.field.email'), { exact: true })
      const shell = await page.goto(pathIn(locale, '/payment'))
      await page.goto(pathIn(locale, '/payment'))
      await expect(emailField).toBeVisible()
      await signedInThroughApi(page, request, `shell-pay-${locale}`)
      const again = await page.goto(pathIn(locale, '/payment'))
      expect([shell?.status(), again?.headers()['x-astro-cache']]).toEqual([200, 'HIT'])
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      await expect(emailField).toHaveCount(0)
    })
  }
})
