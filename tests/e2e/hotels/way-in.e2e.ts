/**
 * Issue 32's one way in: the top menu's Hotels opens this site's hotel search (the home's Hotels tab), and
 * a guide's Book Now opens it prefilled with the guide's city, which finds that city's hotels, each card
 * saying how far the centre and the airport are.
 * In English at 1280 px and in French at 390 px (where the menu sits behind its button).
 */
import { expect, type Page, test } from '@playwright/test'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { open, pathIn, tFor } from '../payments/helpers.ts'

/** Today on this machine's clock, as the browser (same machine) reads it. */
const localToday = () => {
  const now = new Date()
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10)
}

const RUNS = [
  { locale: 'en', viewport: { width: 1280, height: 900 }, checkIn: nextOccurrence(10, 6) },
  { locale: 'fr', viewport: { width: 390, height: 844 }, checkIn: nextOccurrence(10, 13) },
] as const

for (const run of RUNS) {
  const t = tFor(run.locale)

  /** The hotel search once its island runs: the Hotels tab selected and its form. */
  async function hotelSearch(page: Page) {
    // The panel hydrates when the browser is idle (islands further down may wait to be seen).
    await expect(page.getByRole('tab', { name: t('search.tab.hotels') })).toHaveAttribute(
      'aria-selected',
      'true',
      { timeout: 15_000 },
    )
    return page.getByRole('tabpanel', { name: t('search.tab.hotels') })
  }

  test.describe(`the way in to hotels, in ${run.locale} at ${run.viewport.width} px`, () => {
    test.use({ viewport: run.viewport })

    test("should open the hotel search from the top menu's Hotels", async ({ page }) => {
      await open(page, pathIn(run.locale, '/blog'))
      const menu = page.getByRole('button', { name: t('nav.menu'), exact: true })
      if (await menu.isVisible()) await menu.click()
      const hotels = page
        .getByRole('navigation', { name: t('nav.primary') })
        .getByRole('link', { name: t('nav.hotels') })
      // Straight to the search, not through the old under-construction page's redirect.
      const home = run.locale === 'en' ? '/' : '/fr'
      await expect(hotels).toHaveAttribute('href', `${home}#search-tab-hotels`)
      await hotels.click()
      const search = await hotelSearch(page)
      await expect(search.getByLabel(t('search.hotelDestination'))).toBeVisible()
      await expect(page.getByText(t('underConstruction.progress'))).toHaveCount(0)
    })

    test("should search the guide's city from its Book Now and find its hotels", async ({ page }) => {
      await open(page, pathIn(run.locale, '/destinations/accra'))
      await page.getByRole('link', { name: t('guides.bookNow') }).click()
      const search = await hotelSearch(page)
      await expect(search.getByLabel(t('search.hotelDestination'))).toHaveValue('Accra')
      // Sensible dates before the visitor searched any: three nights two weeks ahead.
      const suggested = addDays(localToday(), 14)
      await expect(search.getByLabel(t('search.checkIn'), { exact: true })).toHaveValue(suggested)
      await expect(search.getByLabel(t('search.checkOut'), { exact: true })).toHaveValue(
        addDays(suggested, 3),
      )
      await search.getByLabel(t('search.checkIn'), { exact: true }).fill(run.checkIn)
      await search.getByLabel(t('search.checkOut'), { exact: true }).fill(addDays(run.checkIn, 2))
      await search.getByRole('button', { name: t('search.submit') }).click()
      await page.waitForURL(/\/hotel-results\?location=Accra&/)
      const card = page.getByTestId('hotel-card').first()
      await expect(card).toBeVisible()
      // Its location: how far the centre and the city's airport are, in the page's language.
      await expect(card).toContainText(t('hotels.fromCentre', { distance: '|' }).split('|')[1] ?? '')
      await expect(card.getByTestId('hotel-airport-distance')).toContainText(
        t('hotels.fromAirport', { distance: '|', code: 'ACC' }).split('|')[1] ?? '',
      )
      // The next Book Now starts from the dates the visitor searched.
      await open(page, pathIn(run.locale, '/destinations/accra'))
      await page.getByRole('link', { name: t('guides.bookNow') }).click()
      const again = await hotelSearch(page)
      await expect(again.getByLabel(t('search.checkIn'), { exact: true })).toHaveValue(run.checkIn)
      await expect(again.getByLabel(t('search.checkOut'), { exact: true })).toHaveValue(
        addDays(run.checkIn, 2),
      )
    })

    test('should send Plan My Trip to the flight search to Accra', async ({ page }) => {
      await open(page, pathIn(run.locale, '/destinations/accra'))
      await expect(page.getByRole('link', { name: t('guides.planTrip') })).toHaveAttribute(
        'href',
        `${pathIn(run.locale, '/flights')}?destination=ACC`,
      )
    })
  })
}
