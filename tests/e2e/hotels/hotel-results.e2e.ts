import { expect, type Page, test } from '@playwright/test'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { LANGUAGES as HOME_LANGUAGES } from '../home/languages'

/** The texts the hotel journey looks for, in each language. */
const LANGUAGES = [
  {
    ...HOME_LANGUAGES[0],
    heading: 'Hotels in Abidjan',
    sortBy: 'Sort by',
    starRating: 'Star rating',
    maxPrice: 'Maximum price per night',
    rating: 'Guest rating',
    selectRoom: 'Select Room',
    noHotels: 'No hotels found',
    sixHotels: '6 hotels found',
    wasPrice: /Was \$/,
  },
  {
    ...HOME_LANGUAGES[1],
    heading: 'Hôtels à Abidjan',
    sortBy: 'Trier par',
    starRating: 'Catégorie',
    maxPrice: 'Prix maximum par nuit',
    rating: 'Note des voyageurs',
    selectRoom: 'Choisir une chambre',
    noHotels: 'Aucun hôtel trouvé',
    sixHotels: '6 hôtels trouvés',
    wasPrice: /Au lieu de/,
  },
] as const

const CHECK_IN = nextOccurrence(3, 10)
const CHECK_OUT = addDays(CHECK_IN, 3)
const STAY_YEAR = new RegExp(CHECK_IN.slice(0, 4))
const STAY = `location=abidjan&check_in_date=${CHECK_IN}&check_out_date=${CHECK_OUT}`

/** The results page once its panel script runs (the cards are server-rendered before that). */
async function openResults(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => Boolean(customElements.get('nx-hotel-results')))
}

const visibleCards = (page: Page) => page.getByTestId('hotel-card').filter({ visible: true })
const visibleData = (page: Page, name: 'stars' | 'rating') =>
  visibleCards(page).evaluateAll((cards, key) => cards.map((card) => Number(card.dataset[key])), name)

for (const language of LANGUAGES) {
  test.describe(`hotel results in ${language.lang}`, () => {
    test('should reach the results from the home search panel', async ({ page }) => {
      await page.goto(language.home)
      await expect(page.locator('astro-island[component-url*="SearchPanel"]:not([ssr])')).toHaveCount(1)
      const panel = page.getByTestId('search-panel')
      await panel.getByRole('tab', { name: language.tabs[1] }).click()
      await panel.getByLabel(language.destination).fill('Abidjan')
      await panel.getByLabel(language.checkIn, { exact: true }).fill(CHECK_IN)
      await panel.getByLabel(language.checkOut, { exact: true }).fill(CHECK_OUT)
      await panel.getByRole('button', { name: language.search }).click()
      await page.waitForURL(/\/hotel-results\?/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.heading)
      await expect(page.getByTestId('hotel-card')).toHaveCount(6)
    })

    test('should find a city whatever its case and accents', async ({ page }) => {
      await page.goto(
        `${language.prefix}/hotel-results?location=san%20jose&check_in_date=${CHECK_IN}&check_out_date=${CHECK_OUT}`,
      )
      await expect(page.getByTestId('hotel-card')).toHaveCount(5)
    })

    test('should summarise the stay with one adult and one room by default', async ({ page }) => {
      await page.goto(`${language.prefix}/hotel-results?${STAY}&num_adults=lots`)
      await expect(page.getByTestId('hotel-summary').locator('dd')).toHaveText([
        'abidjan',
        STAY_YEAR,
        STAY_YEAR,
        '1',
        '1',
      ])
    })

    test('should keep only the chosen star rating', async ({ page }) => {
      await openResults(page, `${language.prefix}/hotel-results?${STAY}`)
      await page.getByLabel(language.starRating).selectOption('4')
      await expect(visibleCards(page)).toHaveCount(3)
      expect(await visibleData(page, 'stars')).toEqual([4, 4, 4])
    })

    test('should show the empty state when the slider leaves no hotel', async ({ page }) => {
      await openResults(page, `${language.prefix}/hotel-results?${STAY}`)
      await page.getByLabel(language.maxPrice).fill('0')
      await expect(page.getByRole('heading', { name: language.noHotels })).toBeVisible()
    })

    test('should keep the slider bound in the address', async ({ page }) => {
      await openResults(page, `${language.prefix}/hotel-results?${STAY}`)
      await page.getByLabel(language.maxPrice).fill('100')
      await expect(page).toHaveURL(/max_price=100/)
    })

    test('should sort by guest rating, best first', async ({ page }) => {
      await openResults(page, `${language.prefix}/hotel-results?${STAY}`)
      await page.getByLabel(language.sortBy).selectOption('rating')
      await expect(visibleCards(page).first()).toHaveAttribute('data-rating', '4.6')
      expect(await visibleData(page, 'rating')).toEqual([4.6, 4.4, 4.3, 4.2, 4.1, 3.9])
    })

    test('should strike through a price only where a real discount exists', async ({ page }) => {
      await page.goto(`${language.prefix}/hotel-results?${STAY}`)
      await expect(page.getByTestId('original-price')).toHaveCount(1)
      await expect(page.getByTestId('original-price')).toContainText(language.wasPrice)
    })

    test('should send Select Room to the payment page with the hotel, dates, adults and rooms', async ({
      page,
    }) => {
      await page.goto(`${language.prefix}/hotel-results?${STAY}&num_adults=2&num_rooms=2&sort=rating`)
      await page.getByRole('link', { name: language.selectRoom }).first().click()
      await page.waitForURL(/\/payment\?/)
      const url = new URL(page.url())
      expect([
        url.pathname,
        url.searchParams.get('hotel_id'),
        url.searchParams.get('check_in_date'),
        url.searchParams.get('check_out_date'),
        url.searchParams.get('num_adults'),
        url.searchParams.get('num_rooms'),
      ]).toEqual([
        `${language.prefix}/payment`,
        expect.stringMatching(/^\d+$/),
        CHECK_IN,
        CHECK_OUT,
        '2',
        '2',
      ])
    })

    test('should send the visitor home when the dates are missing', async ({ page }) => {
      await page.goto(`${language.prefix}/hotel-results?location=Abidjan`)
      await page.waitForURL((url) => url.pathname === language.home)
      await expect(page.getByTestId('search-panel')).toBeVisible()
    })
  })
}
