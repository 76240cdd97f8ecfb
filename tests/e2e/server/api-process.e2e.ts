import { expect, test } from '@playwright/test'
import { JOURNEYS, searchInPage } from '../flights/helpers.ts'
import { open, pathIn } from '../payments/helpers.ts'
import { dayAhead, fillRide } from '../taxi/helpers.ts'

/**
 * The public lookups a page asks of the site's /api are answered by the API process (issue 33,
 * cms/api-server.ts), which names itself in X-Served-By; the page shows them as before.
 */
for (const { locale, viewport } of JOURNEYS) {
  test.describe(`the API process in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('should answer the flight search of /flights', async ({ page }) => {
      // Searched from the form: a /flights URL with a search is answered by the server (issue 41).
      const searched = page.waitForResponse('**/api/flights/search')
      await searchInPage(page, locale)
      expect((await searched).headers()['x-served-by']).toBe('api')
      await expect(page.getByTestId('itinerary').first()).toBeVisible()
    })

    test("should answer the airport taxi's place lookups and quote", async ({ page }) => {
      await open(page, pathIn(locale, '/airport-taxi'))
      const looked = page.waitForResponse('**/api/places/autocomplete')
      const quoted = page.waitForResponse('**/api/taxi/quote')
      await fillRide(page, locale, {
        from: ['Logan', /Logan/],
        to: ['Omni Parker', /Omni Parker House/],
        date: dayAhead(10),
        time: '10:30',
      })
      expect([(await looked).headers()['x-served-by'], (await quoted).headers()['x-served-by']]).toEqual([
        'api',
        'api',
      ])
      await expect(page.getByTestId('taxi-quote')).toBeVisible({ timeout: 10_000 })
    })
  })
}
