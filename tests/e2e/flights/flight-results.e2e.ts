import { expect, test } from '@playwright/test'
import { daysAhead, LOCALES, open, pathIn, tFor } from './helpers.ts'

// Home is "/" in English and "/fr" (no trailing slash) in French.
const HOME = { en: ':\\d+/', fr: '/fr' }

const resultsUrl = (locale: 'en' | 'fr') =>
  `${pathIn(locale, '/flight-results')}?origin=JFK&destination=ACC&departure_date=${daysAhead(40)}`

for (const locale of LOCALES) {
  const t = tFor(locale)

  test.describe(`/flight-results in ${locale}`, () => {
    test('should go home when a parameter is missing', async ({ page }) => {
      await page.goto(`${pathIn(locale, '/flight-results')}?origin=JFK&destination=ACC`)
      await expect(page).toHaveURL(new RegExp(`${HOME[locale]}$`))
    })

    test('should sort by departure and filter by airline', async ({ page }) => {
      await open(page, resultsUrl(locale))
      await expect(page.getByTestId('flight-result').first()).toBeVisible()
      await page.getByLabel(t('search.sortBy'), { exact: true }).selectOption('departure')
      const departures = await page
        .getByTestId('flight-departure')
        .evaluateAll((spans) => spans.map((span) => Date.parse(span.getAttribute('data-departure') ?? '')))
      const airline = (await page.getByTestId('flight-airline').first().textContent()) ?? ''
      await page.getByLabel(t('flights.results.airline'), { exact: true }).selectOption(airline)
      const airlines = await page.getByTestId('flight-airline').allTextContents()
      expect([departures, new Set(airlines)]).toEqual([
        [...departures].sort((a, b) => a - b),
        new Set([airline]),
      ])
    })

    test('should carry the chosen itinerary to the payment page by id', async ({ page }) => {
      await open(page, resultsUrl(locale))
      const first = page.getByTestId('flight-result').first()
      await first.getByRole('link', { name: t('search.select') }).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment')}\\?itinerary_id=f[os]_[\\w-]+$`))
      // The payment page shows that very flight, payable.
      await expect(page.getByTestId('selected-flight')).toBeVisible()
    })

    test('should go back home with New Search', async ({ page }) => {
      await open(page, resultsUrl(locale))
      await page.getByRole('link', { name: t('search.newSearch') }).click()
      await expect(page).toHaveURL(new RegExp(`${HOME[locale]}$`))
    })
  })
}
