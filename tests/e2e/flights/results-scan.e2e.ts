/** Flight results a traveller can scan (issue 35), in English on a desktop and in French on a phone. */
import { expect, type Page, test } from '@playwright/test'
import { shiftIsoDate } from '../../../content-schema/src/index.ts'
import {
  cardNumbers,
  daysAhead,
  flightsUrl,
  LOCALES,
  openResults,
  submitHomeRoundTrip,
  tFor,
} from './helpers.ts'

// The home panel goes through the loading screen (about 8 s) before the results.
const LOADING_TIMEOUT = 20_000
const SCREENS = { en: { width: 1280, height: 800 }, fr: { width: 390, height: 844 } } as const

/** The first card's price per person, and whether it lies inside the screen without scrolling. */
async function firstPriceInFirstScreen(page: Page) {
  const price = page.getByTestId('itinerary').first().getByTestId('itinerary-per-person')
  await expect(price).toBeVisible()
  const box = (await price.boundingBox())!
  const { scrollY, innerHeight } = await page.evaluate(() => ({
    scrollY: window.scrollY,
    innerHeight: window.innerHeight,
  }))
  return scrollY === 0 && box.y >= 0 && box.y + box.height <= innerHeight
}

for (const locale of LOCALES) {
  const t = tFor(locale)

  test.describe(`flight results to scan in ${locale} at ${SCREENS[locale].width} px`, () => {
    test.use({ viewport: SCREENS[locale] })

    test('should show the first result’s price in the first screen after a home search', async ({ page }) => {
      await submitHomeRoundTrip(page, locale, { depart: daysAhead(30), back: daysAhead(44) })
      await expect(page.getByTestId('itinerary').first()).toBeVisible({ timeout: LOADING_TIMEOUT })
      expect(await firstPriceInFirstScreen(page)).toBe(true)
      // The search is one line that opens its form.
      const summary = page.getByTestId('search-summary')
      await expect(summary).toContainText('JFK → ACC')
      // The list is in the HTML before the island hydrates; the summary opens its form once it has.
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      await summary.click()
      await expect(page.getByTestId('flights-form')).toBeVisible()
    })

    test('should order the list by tab and narrow it by filters, each kept in the URL and undone by Back', async ({
      page,
    }) => {
      const cards = await openResults(page, flightsUrl(locale))
      const total = await cards.count()
      await page.getByRole('tab', { name: new RegExp(t('flights.tab.fastest')) }).click()
      await expect(page).toHaveURL(/tab=fastest/)
      const minutes = await cardNumbers(page, 'data-minutes')
      await page.getByRole('tab', { name: new RegExp(t('flights.tab.cheapest')) }).click()
      await expect(page).toHaveURL(/tab=cheapest/)
      const prices = await cardNumbers(page, 'data-price')
      expect([minutes, prices]).toEqual([
        [...minutes].sort((a, b) => a - b),
        [...prices].sort((a, b) => a - b),
      ])

      await page.getByRole('button', { name: t('flights.showFilters') }).click()
      await page.getByLabel(t('flights.stops'), { exact: true }).selectOption('nonstop')
      await expect(page).toHaveURL(/stops=nonstop/)
      await expect.poll(() => cards.count()).toBeLessThan(total)
      expect((await cardNumbers(page, 'data-stops')).every((stops) => stops === 0)).toBe(true)

      // A reload keeps the view; Back undoes the filter, then the tab.
      await page.reload()
      await expect(page.getByRole('tab', { selected: true })).toContainText(t('flights.tab.cheapest'))
      await expect.poll(() => cardNumbers(page, 'data-stops')).not.toContain(1)
      await page.goBack()
      await expect(page).not.toHaveURL(/stops=/)
      await expect.poll(() => cards.count()).toBe(total)
      await page.goBack()
      await expect(page).toHaveURL(/tab=fastest/)
      await expect(page.getByRole('tab', { selected: true })).toContainText(t('flights.tab.fastest'))
    })

    test('should show prices three days either side and move the search to a day chosen', async ({
      page,
    }) => {
      const departDate = daysAhead(40)
      // The strip comes with the server's results (issue 41): its prices are read from the page.
      await openResults(page, flightsUrl(locale, departDate))
      const days = page.getByTestId('date-strip-day')
      await expect(days).toHaveCount(7)
      await expect(days.nth(3)).toHaveAttribute('aria-current', 'date')
      const stripPrices = await days.evaluateAll((buttons) =>
        buttons.map((button) => Number(button.getAttribute('data-price'))),
      )
      expect(stripPrices.every((price) => price > 0)).toBe(true)
      const next = shiftIsoDate(departDate, 1)
      await page.locator(`[data-testid="date-strip-day"][data-date="${next}"]`).click()
      await expect(page).toHaveURL(new RegExp(`departDate=${next}`))
      await expect(page.locator(`[data-testid="date-strip-day"][data-date="${next}"]`)).toHaveAttribute(
        'aria-current',
        'date',
      )
      await expect(page.getByTestId('skeleton-card')).toHaveCount(0)
      await expect(page.getByTestId('itinerary').first()).toBeVisible()
      // The day's price in the strip is the cheapest of its results.
      const cheapest = Math.min(...(await cardNumbers(page, 'data-price')))
      expect(stripPrices[4]).toBe(cheapest)
    })

    test('should say a return before the departure beside the return date, keeping what was typed', async ({
      page,
    }) => {
      const panel = await submitHomeRoundTrip(page, locale, { depart: daysAhead(30), back: daysAhead(20) })
      const returnDate = panel.getByLabel(t('search.returnDate'), { exact: true })
      await expect(returnDate).toHaveAccessibleDescription(t('validation.returnBeforeDeparture'))
      await expect(returnDate).toHaveValue(daysAhead(20))

      // A link with the same dates opens /flights with the form and the same message beside its return date.
      await page.goto(`${flightsUrl(locale, daysAhead(30))}&returnDate=${daysAhead(20)}`)
      const form = page.getByTestId('flights-form')
      await expect(form.getByLabel(t('search.returnDate'), { exact: true })).toHaveAccessibleDescription(
        t('validation.returnBeforeDeparture'),
      )
      await expect(form.getByLabel(t('search.departureDate'), { exact: true })).toHaveValue(daysAhead(30))
      await expect(page.getByTestId('itinerary')).toHaveCount(0)
    })
  })
}
