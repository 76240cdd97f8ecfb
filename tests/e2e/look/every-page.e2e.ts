import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page, type Route, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { LOCALES, newTraveller, pathIn, registerThroughApi, signIn } from '../accounts/helpers.ts'
import { publicUrl, signInAsAdmin } from '../admin/helpers.ts'
import { searchInPage } from '../flights/helpers.ts'
import { type ControlProblem, controlProblems } from './controlProblems.ts'

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../test-results/screenshots')

/** Every page of the route table, with parameters a visitor would arrive with. */
function publicPages() {
  const checkIn = nextOccurrence(3, 10)
  const stay = `location=san%20jose&check_in_date=${checkIn}&check_out_date=${addDays(checkIn, 3)}`
  const departure = nextOccurrence(6, 1)
  return {
    home: '/',
    blog: '/blog',
    article: '/blog/cote-divoire-ten-must-have-experiences',
    guide: '/destinations/abidjan',
    'why-nexovia': '/why-nexovia',
    terms: '/terms',
    privacy: '/privacy',
    'cars-under-construction': '/cars-under-construction',
    login: '/login',
    signup: '/signup',
    'forgot-password': '/forgot-password',
    'travel-savings': '/travel-savings',
    flights: `/flights?origin=JFK&destination=ACC&departDate=${departure}`,
    'flight-results': `/flight-results?origin=JFK&destination=ACC&departure_date=${departure}`,
    'hotel-results': `/hotel-results?${stay}`,
    'payment-test': '/payment/test',
    'payment-cancel': '/payment/cancel',
    'airport-taxi': '/airport-taxi',
    'manage-booking': '/manage-booking',
    'verify-email': '/verify-email',
    'admin-login': '/admin/login',
  }
}

/**
 * /flights and the payment page in the states a search leaves them (issue 35), each opened afresh so
 * a hydration mismatch shows: results with a tab, a filter and a card's details chosen, no flight, a
 * failed search, a return before the departure to correct, and the payment page of a chosen flight.
 */
function flightStates(locale: Locale): Record<string, (page: Page) => Promise<void>> {
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

const TRAVELLER_PAGES = { account: '/account', profile: '/profile' }
const ADMIN_PAGES = {
  admin: '/admin',
  'admin-concierge': '/admin/concierge',
  'admin-survey': '/admin/travel-savings',
  'admin-taxi': '/admin/taxi',
}

/** Opens a page and scrolls through it, so islands that hydrate when seen (client:visible) do. */
async function openWhole(page: Page, url: string) {
  await page.goto(url)
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

async function look(page: Page, width: number, locale: string, name: string, found: ControlProblem[]) {
  const file = path.join(SCREENSHOTS, String(width), locale, `${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  for (const problem of await controlProblems(page, width < 600))
    found.push({ ...problem, control: `${locale} ${name}: ${problem.control}` })
  // A page wider than the screen scrolls sideways on a phone: nothing may stick out.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  if (overflow > 0)
    found.push({ control: `${locale} ${name}: the page`, problem: `${overflow} px wider than the screen` })
}

for (const locale of LOCALES) {
  for (const width of [390, 1280]) {
    test(`every page at ${width} px in ${locale}: screenshots kept, no script error, no page wider than the screen, every control styled and at least 44 px tall on a phone`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000)
      mkdirSync(path.join(SCREENSHOTS, String(width), locale), { recursive: true })
      const context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: width < 600 })
      const page = await context.newPage()
      const found: ControlProblem[] = []
      // A script error or a React hydration mismatch (#418) on any page is a problem too.
      let current = ''
      const scriptError = (text: string) =>
        found.push({ control: `${locale} ${current}: the page's script`, problem: text.slice(0, 300) })
      page.on('pageerror', (error) => scriptError(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
          scriptError(message.text())
      })
      for (const [name, url] of Object.entries(publicPages())) {
        current = name
        await openWhole(page, pathIn(locale, url))
        await look(page, width, locale, name, found)
      }
      for (const [name, visit] of Object.entries(flightStates(locale))) {
        current = name
        await visit(page)
        await look(page, width, locale, name, found)
      }
      const traveller = newTraveller('look')
      await registerThroughApi(request, traveller)
      await signIn(page, locale, traveller.email, traveller.password)
      await expect(page).toHaveURL(/\/account/)
      for (const [name, url] of Object.entries(TRAVELLER_PAGES)) {
        current = name
        await openWhole(page, pathIn(locale, url))
        await look(page, width, locale, name, found)
      }
      await signInAsAdmin(page, locale, '/admin')
      for (const [name, url] of Object.entries(ADMIN_PAGES)) {
        current = name
        // The console signs in on the public origin (PUBLIC_SITE_URL), where its cookie lives.
        await openWhole(page, publicUrl(pathIn(locale, url)))
        await look(page, width, locale, name, found)
      }
      await context.close()
      expect(found.map(({ control, problem }) => `${control}: ${problem}`)).toEqual([])
    })
  }
}
