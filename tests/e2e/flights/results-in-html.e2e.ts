import { expect, type Locator, test } from '@playwright/test'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { daysAhead, LOCALES, pathIn, tFor } from './helpers.ts'

// Issue 41: a results page's first result is in its HTML. No script runs here, so what the test sees
// is what the server sent; the phone's first screen is 390 × 844.
const PHONE = { width: 390, height: 844 }
test.use({ javaScriptEnabled: false, viewport: PHONE })

/** True when the element lies wholly within the first screen, before any scrolling. */
async function isInFirstScreen(element: Locator) {
  const box = await element.boundingBox()
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height
}

async function expectFirstPriceInFirstScreen(price: Locator) {
  await expect(price).toBeVisible()
  expect(await price.textContent()).toMatch(/\d/)
  expect(await isInFirstScreen(price)).toBe(true)
}

const SEARCHES = {
  en: `origin=JFK&destination=ACC&departDate=${daysAhead(45)}&returnDate=${daysAhead(52)}`,
  fr: `origin=JFK&destination=ABJ&departDate=${daysAhead(45)}`,
} as const

for (const locale of LOCALES) {
  const t = tFor(locale)
  test.describe(`results in the HTML in ${locale}`, () => {
    test('should show the first flight price in the first screen without JavaScript', async ({ page }) => {
      await page.goto(`${pathIn(locale, '/flights')}?${SEARCHES[locale]}`)
      await expect(page.getByTestId('itinerary').first()).toBeVisible()
      await expectFirstPriceInFirstScreen(page.getByTestId('itinerary-per-person').first())
    })

    test('should show the prices of the days around the search without JavaScript', async ({ page }) => {
      await page.goto(`${pathIn(locale, '/flights')}?${SEARCHES[locale]}`)
      const days = page.getByTestId('date-strip-day')
      await expect(days).toHaveCount(7)
      await expect(days.nth(3)).toHaveAttribute('aria-current', 'date')
      expect(await days.first().textContent()).toMatch(/\d/)
    })

    test('should say in the HTML that a search failed', async ({ page }) => {
      await page.goto(`${pathIn(locale, '/flights')}?origin=JFK&destination=JFK&departDate=${daysAhead(45)}`)
      await expect(page.getByRole('alert')).toContainText(t('errors.flightSearchFailed'))
      await expect(page.getByTestId('itinerary')).toHaveCount(0)
    })

    test('should show the flow A flights with their prices without JavaScript', async ({ page }) => {
      await page.goto(
        `${pathIn(locale, '/flight-results')}?origin=JFK&destination=ACC&departure_date=${daysAhead(45)}`,
      )
      await expect(page.getByTestId('flight-result').first()).toBeVisible()
      await expect(page.getByTestId('flight-display-price').first()).toContainText(/\d/)
    })

    test('should show the first hotel price in the first screen without JavaScript', async ({ page }) => {
      const checkIn = nextOccurrence(3, 10)
      await page.goto(
        `${pathIn(locale, '/hotel-results')}?location=abidjan&check_in_date=${checkIn}&check_out_date=${addDays(checkIn, 3)}`,
      )
      await expectFirstPriceInFirstScreen(page.getByTestId('hotel-display-price').first())
    })
  })
}
