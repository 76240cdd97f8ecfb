import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { LOCALES, newTraveller, pathIn, registerThroughApi, signInThroughApi } from '../accounts/helpers.ts'
import { publicUrl, signInAsAdmin } from '../admin/helpers.ts'
import { type ControlProblem, controlProblems } from './controlProblems.ts'
import { layoutShiftOf, MAX_LAYOUT_SHIFT, watchLayoutShifts } from './layoutShift.ts'
import { flightStates, openWhole, resultsPages } from './visits.ts'

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../test-results/screenshots')

/** Every page of the route table, with parameters a visitor would arrive with. */
function publicPages() {
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
    ...resultsPages(),
    payment: '/payment',
    'payment-cancel': '/payment/cancel',
    'airport-taxi': '/airport-taxi',
    'manage-booking': '/manage-booking',
    'verify-email': '/verify-email',
    'admin-login': '/admin/login',
  }
}

const TRAVELLER_PAGES = { account: '/account', profile: '/profile' }
const ADMIN_PAGES = {
  admin: '/admin',
  'admin-concierge': '/admin/concierge',
  'admin-survey': '/admin/travel-savings',
  'admin-taxi': '/admin/taxi',
}

async function look(page: Page, width: number, locale: string, name: string, found: ControlProblem[]) {
  // Nothing moves (issue 41): the page's layout shift, scrolled through, read before the screenshot, under 0.02.
  const shift = await layoutShiftOf(page)
  if (shift.score > MAX_LAYOUT_SHIFT)
    found.push({
      control: `${locale} ${name}: the page`,
      problem: `layout shift ${shift.score.toFixed(3)} > ${MAX_LAYOUT_SHIFT} (moved: ${shift.moved.join(', ')})`,
    })
  const file = path.join(SCREENSHOTS, String(width), locale, `${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  for (const problem of await controlProblems(page, width < 600))
    found.push({ ...problem, control: `${locale} ${name}: ${problem.control}` })
  // A page wider than the screen scrolls sideways on a phone: nothing may stick out.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  if (overflow > 0)
    found.push({ control: `${locale} ${name}: the page`, problem: `${overflow} px wider than the screen` })
}

/**
 * LOOK_PAGES=flights,flights-error,… looks at those pages and states only (by the names above and in
 * visits.ts), e.g. to run one page's states again and again; unset, every page.
 */
const ONLY = process.env.LOOK_PAGES?.split(',').map((name) => name.trim())
const picked = <T>(pages: Record<string, T>) =>
  Object.entries(pages).filter(([name]) => !ONLY || ONLY.includes(name))

/** The requests a state fails on purpose, by state: flights-error shows the page of a search that failed. */
const STAGED_FAILURES: Readonly<Record<string, RegExp>> = { 'flights-error': /\/api\/flights\/search$/ }

// The four looks share nothing (each has its own context and traveller): spread over the workers, the
// file's ≈ 6 min of browsing cannot end the e2e level alone on one worker (issue 43).
test.describe.configure({ mode: 'parallel' })

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
      await watchLayoutShifts(page)
      const found: ControlProblem[] = []
      // A script error or a React hydration mismatch (#418) on any page is a problem too.
      let current = ''
      const scriptError = (text: string) =>
        found.push({ control: `${locale} ${current}: the page's script`, problem: text.slice(0, 300) })
      page.on('pageerror', (error) => scriptError(error.message))
      // Any failed resource too (issue 42: a signed-out visit's 401 was logged on every page), named by
      // its address; only the failure a state stages itself (flights-error aborts its search) is expected.
      const resourceError = (text: string, url: string) => {
        if (!STAGED_FAILURES[current]?.test(url)) scriptError(`${text} ${url}`)
      }
      page.on('console', (message) => {
        if (message.type() === 'error') resourceError(message.text(), message.location().url)
      })
      page.on('response', (response) => {
        if (response.status() >= 400) resourceError(String(response.status()), response.url())
      })
      page.on('requestfailed', (request) => {
        // A navigation that leaves a page cancels what it was still loading: not a failure of the page.
        if (request.failure()?.errorText !== 'net::ERR_ABORTED')
          resourceError(request.failure()?.errorText ?? 'failed', request.url())
      })
      for (const [name, url] of picked(publicPages())) {
        current = name
        await openWhole(page, pathIn(locale, url))
        await look(page, width, locale, name, found)
      }
      for (const [name, visit] of picked(flightStates(locale))) {
        current = name
        await visit(page)
        await look(page, width, locale, name, found)
      }
      if (picked(TRAVELLER_PAGES).length > 0) {
        const traveller = newTraveller('look')
        await registerThroughApi(request, traveller)
        await signInThroughApi(page, traveller.email, traveller.password)
      }
      for (const [name, url] of picked(TRAVELLER_PAGES)) {
        current = name
        await openWhole(page, pathIn(locale, url))
        await look(page, width, locale, name, found)
      }
      if (picked(ADMIN_PAGES).length > 0) await signInAsAdmin(page, locale, '/admin')
      for (const [name, url] of picked(ADMIN_PAGES)) {
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
