/**
 * Issue 41: a browser whose clock is not the server's. Run by the projects look-new-york and
 * look-lagos (playwright.config.ts), which put the browser in America/New_York and Africa/Lagos
 * while the server writes its pages in UTC. Every state the issue lists is opened afresh, so a
 * hydration mismatch (#418, #423, #425), a console error or a page error in any of them fails, and
 * so does a results state whose layout moves more than the look test allows. One test per group of
 * states, run in parallel (issue 43): the 2 × 30 s of each zone no longer end the e2e level on one worker.
 */
import { type Browser, expect, type Page, test } from '@playwright/test'
import { zoneCity, zoneInWords } from '../../../content-schema/src/format/times.ts'
import { LOCALES, newTraveller, pathIn, registerThroughApi, signIn } from '../accounts/helpers.ts'
import { findOnManageBooking, payForChosenStay } from '../hotels/stayJourney.ts'
import { openCancellableStay } from '../payments/helpers.ts'
import { layoutShiftOf, MAX_LAYOUT_SHIFT, watchLayoutShifts } from './layoutShift.ts'
import { flightStates, openWhole, resultsPages } from './visits.ts'

/** React's production hydration errors: text differs (#418), the tree differs (#423, #425). */
const HYDRATION_ERROR = /#418|#423|#425|hydrat/i

/** Collects the page's script problems, each tagged with the state it was in. */
function watchProblems(page: Page) {
  const problems: string[] = []
  const state = { current: '' }
  const note = (kind: string, text: string) =>
    problems.push(
      `${state.current}: ${HYDRATION_ERROR.test(text) ? 'hydration' : kind}: ${text.slice(0, 300)}`,
    )
  page.on('pageerror', (error) => note('page error', error.message))
  page.on('console', (message) => {
    const isError = message.type() === 'error' && !/Failed to load resource/.test(message.text())
    if (isError || HYDRATION_ERROR.test(message.text())) note('console', message.text())
  })
  return { problems, state }
}

/** A page in the project's zone, watched for script problems and layout shifts while `visit` goes through its states. */
async function inZone(
  browser: Browser,
  visit: (zoned: {
    page: Page
    zone: string
    enter: (state: string) => void
    noteShift: () => Promise<void>
  }) => Promise<void>,
) {
  const timeZone = test.info().project.use.timezoneId
  expect(timeZone, 'run by the look-new-york and look-lagos projects').toBeTruthy()
  // A context made here takes no project options by itself: the zone is passed on.
  const context = await browser.newContext({ timezoneId: timeZone, viewport: { width: 1280, height: 844 } })
  const page = await context.newPage()
  const { problems, state } = watchProblems(page)
  await watchLayoutShifts(page)
  /** Nothing moves (issue 41), in this zone too: the layout shift of the state just visited. */
  const noteShift = async () => {
    const shift = await layoutShiftOf(page)
    if (shift.score > MAX_LAYOUT_SHIFT)
      problems.push(
        `${state.current}: layout shift ${shift.score.toFixed(3)} (moved: ${shift.moved.join(', ')})`,
      )
  }
  await visit({ page, zone: timeZone!, enter: (name) => (state.current = name), noteShift })
  await context.close()
  expect(problems).toEqual([])
}

// The 240 s the whole visit had, shared out: each group takes 5–15 s alone, more under a full run's load.
test.describe.configure({ mode: 'parallel', timeout: 120_000 })

for (const locale of LOCALES) {
  const title = (states: string) =>
    `the issue's ${states} in ${locale}, the browser in another zone than the server: no hydration warning, no script error`

  test(title('results pages'), async ({ browser }) => {
    await inZone(browser, async ({ page, enter, noteShift }) => {
      for (const [name, url] of Object.entries(resultsPages())) {
        enter(name)
        await openWhole(page, pathIn(locale, url))
        await noteShift()
      }
    })
  })

  test(title('flight states'), async ({ browser }) => {
    await inZone(browser, async ({ page, zone, enter, noteShift }) => {
      for (const [name, visit] of Object.entries(flightStates(locale))) {
        enter(name)
        await visit(page)
        await noteShift()
      }
      // The flight's payment page (the last of flightStates) names the reader's zone once hydrated.
      await expect(page.getByTestId('selected-flight')).toContainText(zoneInWords(zoneCity(zone), locale))
    })
  })

  test(title('stay payment, manage booking and trips'), async ({ browser, request }) => {
    await inZone(browser, async ({ page, zone, enter }) => {
      enter('stay payment')
      await openCancellableStay(page, request, locale)
      await openWhole(page, page.url())
      const stay = await payForChosenStay(page, locale, 'zones')

      enter('manage booking')
      await findOnManageBooking(page, locale, stay)
      await expect(page.locator('.cancel-booking')).toContainText(zoneInWords(zoneCity(zone), locale))

      // The trips kept on this device (issue 44): read in the browser, "As of" in the reader's zone.
      enter('trips')
      await openWhole(page, pathIn(locale, '/trips'))
      await expect(page.getByTestId('kept-trip-as-of')).toBeVisible()
    })
  })

  test(title('account'), async ({ browser, request }) => {
    await inZone(browser, async ({ page, enter }) => {
      enter('account')
      const traveller = newTraveller('zones')
      await registerThroughApi(request, traveller)
      // Through the form: the sign-in page is one more page hydrated in this zone.
      await signIn(page, locale, traveller.email, traveller.password)
      // The sign-in navigates to the account itself: opening it again before it arrives aborts that navigation.
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}$`))
      await openWhole(page, pathIn(locale, '/account'))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })
}
