import { expect, test } from '@playwright/test'
import { daysAhead, LOCALES, pathIn, tFor } from './helpers.ts'

// The loading screen takes 50 steps of 150 ms, then waits 500 ms: about 8 s before it moves on.
const LOADING_TIMEOUT = 15_000

for (const locale of LOCALES) {
  const t = tFor(locale)

  test.describe(`search journeys in ${locale}`, () => {
    test('should go from the home search panel to flight results', async ({ page }) => {
      await page.goto(pathIn(locale, '/'))
      await expect(page.locator('astro-island[component-url*="SearchPanel"]:not([ssr])')).toHaveCount(1)
      const panel = page.getByTestId('search-panel')
      await panel.getByRole('combobox', { name: t('search.from'), exact: true }).fill('BOS')
      await panel.getByRole('combobox', { name: t('search.to'), exact: true }).fill('ABJ')
      await panel.getByLabel(t('search.departureDate'), { exact: true }).fill(daysAhead(30))
      await panel.getByLabel(t('search.returnDate'), { exact: true }).fill(daysAhead(44))
      await panel.getByRole('button', { name: t('search.submit'), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/flights')}\\?origin=BOS&destination=ABJ`))
      await expect(page.getByTestId('itinerary').first()).toBeVisible()
    })

    test('should fill the progress bar on /search, then open the flight search it carries', async ({
      page,
    }) => {
      const departDate = daysAhead(35)
      await page.goto(
        `${pathIn(locale, '/search')}?type=flights&origin=JFK&destination=ACC&departDate=${departDate}`,
      )
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/)
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/flights')}\\?origin=JFK&destination=ACC`), {
        timeout: LOADING_TIMEOUT,
      })
      await expect(page.getByTestId('itinerary').first()).toBeVisible()
    })

    test('should send a car search from /search to its under-construction page', async ({ page }) => {
      await page.goto(`${pathIn(locale, '/search')}?type=cars`)
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/cars-under-construction')}$`), {
        timeout: LOADING_TIMEOUT,
      })
    })
  })
}
