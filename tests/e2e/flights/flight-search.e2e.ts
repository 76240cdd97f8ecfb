import { expect, test } from '@playwright/test'
import { ANALYTICS_EVENTS_STORAGE_KEY } from '../../../content-schema/src/flights/constants.ts'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import {
  adminSession,
  cardNumbers,
  daysAhead,
  deleteLeads,
  flightsUrl,
  LOCALES,
  leadsOf,
  open,
  openResults,
  pathIn,
  searchInPage,
  teamAddress,
  tFor,
} from './helpers.ts'

for (const locale of LOCALES) {
  const t = tFor(locale)

  test.describe(`/flights in ${locale}`, () => {
    test('should show skeleton cards while a search from the form runs, then its results', async ({
      page,
    }) => {
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      // Holds the real search back until the loading state has been seen.
      await page.route('**/api/flights/search', async (route) => {
        await held
        await route.continue()
      })
      // From the form: a /flights URL with a search comes with its results already (issue 41).
      await searchInPage(page, locale)
      await expect(page.getByTestId('skeleton-card')).toHaveCount(3)
      release()
      await expect(page.getByTestId('itinerary').first()).toBeVisible()
      // The URL is written back complete after the search.
      await expect(page).toHaveURL(/adults=1&children=0&infants=0&cabin=economy/)
      // A route to Accra shows its price in cedis beside the visitor's own currency.
      await expect(page.getByTestId('itinerary').locator('[data-currency="GHS"]').first()).toContainText(
        /GHS/,
      )
    })

    test('should filter nonstop flights and departures by time window', async ({ page }) => {
      const cards = await openResults(page, flightsUrl(locale))
      const total = await cards.count()
      await page.getByRole('button', { name: t('flights.showFilters') }).click()
      await page.getByLabel(t('flights.stops'), { exact: true }).selectOption('nonstop')
      const nonstop = await cardNumbers(page, 'data-stops')
      await page.getByLabel(t('flights.stops'), { exact: true }).selectOption('any')
      await page.getByLabel(t('search.departureWindow'), { exact: true }).selectOption('evening')
      const hours = await cards.evaluateAll((list) =>
        list.map((card) => Number(card.getAttribute('data-departure')?.slice(11, 13))),
      )
      expect([
        nonstop.length > 0 && nonstop.length < total,
        nonstop.every((count) => count === 0),
        hours.every((hour) => hour >= 18),
      ]).toEqual([true, true, true])
    })

    test('should refresh a price from the server', async ({ page }) => {
      const cards = await openResults(page, flightsUrl(locale))
      const answer = page.waitForResponse('**/api/flights/reprice')
      // Refresh Price is in the card's details.
      await cards.first().getByTestId('itinerary-details').click()
      await cards
        .first()
        .getByRole('button', { name: t('search.refreshPrice') })
        .click()
      const priced = (await (await answer).json()) as { itinerary_id: string; price_total: number }
      const card = page.locator(`[data-itinerary-id="${priced.itinerary_id}"]`)
      await expect(card.getByTestId('itinerary-price')).toHaveAttribute(
        'data-price',
        String(priced.price_total),
      )
    })

    test('should store and mail a lead from Contact Us, then show the success view', async ({
      page,
      request,
    }) => {
      const email = `flight-lead-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`
      const name = `Kofi Mensah ${crypto.randomUUID().slice(0, 6)}`
      const cards = await openResults(page, flightsUrl(locale))
      const itineraryId = await cards.first().getAttribute('data-itinerary-id')
      await cards.first().getByTestId('itinerary-details').click()
      await cards
        .first()
        .getByRole('button', { name: t('search.contactUs') })
        .click()
      const modal = page.getByTestId('lead-modal')
      await modal.getByLabel(t('flights.lead.name'), { exact: true }).fill(name)
      await modal.getByLabel(t('flights.lead.email'), { exact: true }).fill(email)
      await modal.getByLabel(t('flights.lead.notes'), { exact: true }).fill('Two seats together, please.')
      await modal.getByRole('button', { name: t('flights.lead.submit') }).click()
      await expect(modal.getByRole('status')).toContainText(t('flights.lead.success'))
      await expect(modal.getByRole('status')).toContainText(t('flights.lead.priceNote'))

      await adminSession(request)
      try {
        const mail = await waitForMail(
          process.env.MAIL_API_URL!,
          await teamAddress(request),
          new RegExp(name),
        )
        const leads = await leadsOf(request, email)
        expect([leads.map((lead) => [lead.itineraryId, lead.locale]), mail.text.includes(email)]).toEqual([
          [[itineraryId, locale]],
          true,
        ])
      } finally {
        await deleteLeads(request, email)
      }
    })

    test('should suggest at most 5 airports from 2 characters', async ({ page }) => {
      await open(page, pathIn(locale, '/flights'))
      const origin = page.getByRole('combobox', { name: t('search.from'), exact: true })
      const suggestions = page
        .locator(`[id="${await origin.getAttribute('aria-controls')}"]`)
        .getByRole('option')
      await origin.fill('a')
      await expect(suggestions).toHaveCount(0)
      await origin.fill('an')
      await expect(suggestions).toHaveCount(5)
    })

    test('should search from the form, update the URL and remember the route', async ({ page }) => {
      await open(page, pathIn(locale, '/flights'))
      await page.getByRole('combobox', { name: t('search.from'), exact: true }).fill('BOS')
      await page.getByRole('combobox', { name: t('search.to'), exact: true }).fill('ABJ')
      await page.getByLabel(t('search.departureDate'), { exact: true }).fill(daysAhead(50))
      await page.getByRole('button', { name: t('search.submit'), exact: true }).click()
      await expect(page.getByTestId('itinerary').first()).toBeVisible()
      await expect(page).toHaveURL(/origin=BOS&destination=ABJ/)
      // The search is also an analytics event, kept on this device only.
      const events = await page.evaluate(
        (key) =>
          (JSON.parse(localStorage.getItem(key) ?? '[]') as { name: string }[]).map((event) => event.name),
        ANALYTICS_EVENTS_STORAGE_KEY,
      )
      expect(events).toEqual(expect.arrayContaining(['flight_search', 'flight_results']))
      await page.goto(pathIn(locale, '/flights'))
      await expect(
        page.getByRole('region', { name: t('flights.recentSearches') }).getByRole('button'),
      ).toContainText([t('flights.routeTo', { origin: 'BOS', destination: 'ABJ' })])
    })

    test('should show the quota error on HTTP 429, with Contact Us', async ({ page }) => {
      // The browser's view of a rate-limited search: the real limit is proven by the integration tests.
      await page.route('**/api/flights/search', (route) =>
        route.fulfill({ status: 429, json: { message: 'errors.tooManyRequests' } }),
      )
      // Searched in the page: a /flights URL with a search is answered by the server (issue 41).
      await searchInPage(page, locale)
      await expect(page.getByRole('alert')).toContainText(t('errors.pricesUnavailable'))
      await page
        .getByRole('alert')
        .getByRole('button', { name: t('search.contactUs') })
        .click()
      await expect(page.getByTestId('lead-modal')).toBeVisible()
    })

    test('should show the connection error when the network fails, with Contact Us', async ({ page }) => {
      await page.route('**/api/flights/search', (route) => route.abort('failed'))
      await searchInPage(page, locale)
      await expect(page.getByRole('alert')).toContainText(t('errors.network'))
      await expect(page.getByRole('alert').getByRole('button', { name: t('search.contactUs') })).toBeVisible()
    })
  })
}
