/**
 * Issue 41: a search from the form of /flights that fails shows its failure where the search's
 * loading page was, and nothing moves, whether the results' code (loaded with a page's first search
 * when it opened without one) has arrived by then or not. The failure is answered late, past the
 * 500 ms after the press within which Chromium's layout-shift metric forgives a move, as a busy
 * phone answers: every move counts.
 */
import { expect, type Page, test } from '@playwright/test'
import { LOCALES } from '../accounts/helpers.ts'
import { daysAhead, searchInPage } from '../flights/helpers.ts'
import { layoutShiftsSince, watchLayoutShifts } from './layoutShift.ts'

/** How late the search fails: well past the 500 ms of grace after the press. */
const FAILURE_DELAY_MS = 1500
/** The results half: its entry chunk (flightsHalves.tsx), named after its module. */
const RESULTS_HALF = '**/_astro/resultsHalf.*.js'

type Timing = 'results half held past the failure' | 'results half here before the failure'

/** What the failure page looks like: the failure's box, the footer's top, the page's height. */
const failureLayout = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.flights-failure')!.getBoundingClientRect()
    return {
      failure: [box.top, box.left, box.width, box.height].map(Math.round),
      footerTop: Math.round(document.querySelector('footer.site-footer')!.getBoundingClientRect().top),
      pageHeight: document.documentElement.scrollHeight,
    }
  })

/** Searches from the form, fails the search late, and returns the failure's layout and what moved after the press. */
async function failLate(page: Page, locale: (typeof LOCALES)[number], timing: Timing) {
  await watchLayoutShifts(page)
  let releaseHalf: () => void = () => {}
  const halfHeld = new Promise<void>((resolve) => {
    releaseHalf = resolve
  })
  const halfLoaded = new Promise<void>((resolve) =>
    page.route(RESULTS_HALF, async (route) => {
      if (timing === 'results half held past the failure') await halfHeld
      await route.continue()
      resolve()
    }),
  )
  let pressedAt = 0
  await page.route('**/api/flights/search', async (route) => {
    if (timing === 'results half here before the failure') await halfLoaded
    await new Promise((resolve) => setTimeout(resolve, FAILURE_DELAY_MS))
    await route.abort('failed')
  })
  await page.exposeFunction('__markPress', (at: number) => {
    pressedAt = at
  })
  await page.addInitScript(() =>
    document.addEventListener(
      'pointerdown',
      (event) => (window as unknown as { __markPress: (at: number) => void }).__markPress(event.timeStamp),
      { capture: true },
    ),
  )
  await searchInPage(page, locale, daysAhead(45))
  await expect(page.locator('.flights-failure')).toBeVisible()
  releaseHalf()
  await halfLoaded
  // Two frames after the half arrived: anything it would move has moved.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  await page.waitForTimeout(300)
  return { layout: await failureLayout(page), moves: await layoutShiftsSince(page, pressedAt) }
}

for (const locale of LOCALES) {
  for (const width of [390, 1280]) {
    test(`should show a late search failure without moving the page, its code here or not (${locale}, ${width} px)`, async ({
      browser,
    }) => {
      const open = () => browser.newContext({ viewport: { width, height: 844 }, isMobile: width < 600 })
      const heldContext = await open()
      const held = await failLate(await heldContext.newPage(), locale, 'results half held past the failure')
      await heldContext.close()
      expect(held.moves).toEqual([])

      const hereContext = await open()
      const here = await failLate(await hereContext.newPage(), locale, 'results half here before the failure')
      await hereContext.close()
      expect(here.moves).toEqual([])
      expect(here.layout).toEqual(held.layout)
    })
  }
}
