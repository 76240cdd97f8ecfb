import { expect, type Page, type Route, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { pathIn } from '../accounts/helpers.ts'
import { searchInPage } from '../flights/helpers.ts'

/** The results pages as a search from home leaves a visitor on them, in the route table's English paths. */
export function resultsPages() {
  const departure = nextOccurrence(6, 1)
  const checkIn = nextOccurrence(3, 10)
  const stay = `location=san%20jose&check_in_date=${checkIn}&check_out_date=${addDays(checkIn, 3)}`
  return {
    flights: `/flights?origin=JFK&destination=ACC&departDate=${departure}`,
    'flight-results': `/flight-results?origin=JFK&destination=ACC&departure_date=${departure}`,
    'hotel-results': `/hotel-results?${stay}`,
  }
}

/**
 * /flights and the payment page in the states a search leaves them (issue 35), each opened afresh so
 * a hydration mismatch shows: results with a tab, a filter and a card's details chosen, no flight, a
 * failed search, a return before the departure to correct, and the payment page of a chosen flight.
 */
export function flightStates(locale: Locale): Record<string, (page: Page) => Promise<void>> {
  const departure = nextOccurrence(6, 1)
  const search = pathIn(locale, `/flights?origin=JFK&destination=ACC&departDate=${departure}`)
  const firstCard = (page: Page) => page.getByTestId('itinerary').first()
  const withSearchAnswer = async (page: Page, answer: (route: Route) => Promise<void>, shown: string) => {
    await page.route('**/api/flights/search', answer)
    // Searched from the form: a /flights URL with a search is answered by the server (issue 41).
    await searchInPage(page, locale, departure)
    await expect(page.locator(shown)).toBeVisible()
    await page.unroute('**/api/flights/search')
  }
  return {
    'flights-selected': async (page) => {
      await openWhole(page, `${search}&tab=fastest&stops=oneStopMax`)
      await firstCard(page).getByTestId('itinerary-details').click()
      await page.locator('.flights-controls__toggle').click()
    },
    'flights-empty': (page) =>
      withSearchAnswer(
        page,
        (route) => route.fulfill({ json: { itineraries: [], provider_status: 'ok' } }),
        '.flights-empty',
      ),
    'flights-error': (page) => withSearchAnswer(page, (route) => route.abort('failed'), '.flights-failure'),
    'flights-to-correct': async (page) => {
      await openWhole(page, `${search}&returnDate=${addDays(departure, -3)}`)
      await expect(page.locator('.form-error')).toBeVisible()
    },
    'payment-selected': async (page) => {
      await openWhole(page, search)
      await openWhole(page, (await firstCard(page).getByTestId('itinerary-select').getAttribute('href'))!)
    },
  }
}

/** Opens a page and scrolls through it, so islands that hydrate when seen (client:visible) do. */
export async function openWhole(page: Page, url: string) {
  await page.goto(url)
  // The first screen loads as a visitor (or Lighthouse) sees it, before anything is scrolled: a
  // console list still loading (aria-busy) while the test sat at the bottom would move the footer,
  // which no one sees. Past 15 s the page is looked at as it is, and its shifts still count.
  await expect(page.locator('.admin-page [aria-busy="true"]'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => test.info().annotations.push({ type: 'still loading after 15 s', description: url }))
  // Screen by screen: a jump to the bottom would skip the sections between, and their islands.
  await page.evaluate(async () => {
    for (let top = 0; top < document.body.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
    }
  })
  // Islands hydrate when seen or when the browser is idle, which a busy home page (slider, typing)
  // may put off. Their hydration is each journey's own test: here an island still waiting after
  // 15 s is noted, and its server-rendered controls are looked at as they are.
  const waiting = page.locator('astro-island[ssr]')
  await expect(waiting)
    .toHaveCount(0, { timeout: 15_000 })
    .catch(async () => {
      const components = await waiting.evaluateAll((islands) =>
        islands.map((island) => island.getAttribute('component-url')),
      )
      test.info().annotations.push({
        type: 'not hydrated after 15 s',
        description: `${url}: ${components.join(', ')}`,
      })
    })
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** The payment page of a stay, opened from the first room of a hotel search (issue 41's "payment page of a stay"). */
export async function openStayPayment(page: Page, locale: Locale) {
  const checkIn = nextOccurrence(3, 10)
  const stay = `location=san%20jose&check_in_date=${checkIn}&check_out_date=${addDays(checkIn, 3)}`
  await openWhole(page, pathIn(locale, `/hotel-results?${stay}`))
  const room = page.locator('a[href*="/payment?"][href*="hotel_id="]').first()
  await openWhole(page, (await room.getAttribute('href'))!)
  await expect(page.getByTestId('selected-hotel')).toBeVisible()
}
