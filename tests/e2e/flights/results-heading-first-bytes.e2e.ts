import { expect, type Page, test } from '@playwright/test'
import { daysAhead, flightsUrl, JOURNEYS } from './helpers.ts'

/**
 * Issue 41, the CLS flake of `/flights` (0.076, "moved: div.flights-page--results, h1"): the server
 * streams the page, so a busy browser may paint the heading before the results' markup has arrived.
 * The heading must already be laid out as it is beside the results, from its own markup: a style that
 * waits for the results below it (`:has(.flights-page--results)`) moved it up once they arrived.
 * The page's HTML is cut after the heading (what a first paint may hold) and compared with the whole.
 */
test.use({ javaScriptEnabled: false })

/** Where the page's title and the block under it sit, once the page's styles are in. */
const headingBox = async (page: Page) => {
  await page.waitForLoadState('load')
  const hero = page.locator('main .flights-hero')
  return {
    title: await hero.locator('h1').boundingBox(),
    bottom: await hero.evaluate((element) => element.getBoundingClientRect().bottom),
  }
}

for (const { locale, viewport } of JOURNEYS) {
  test(`should lay out the results' heading from its first bytes (${locale})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const url = `${flightsUrl(locale)}&returnDate=${daysAhead(52)}`
    await page.goto(url)
    await expect(page.getByTestId('itinerary').first()).toBeVisible()
    const whole = await headingBox(page)

    // The same answer, cut right after the heading: the rest of the stream has not arrived yet.
    await page.route(
      (address) => address.pathname.endsWith('/flights') && address.searchParams.has('origin'),
      async (route) => {
        const answer = await route.fetch()
        const html = await answer.text()
        const heading = html.indexOf('class="flights-hero')
        expect(heading).toBeGreaterThan(0)
        const cut = html.indexOf('</header>', heading) + '</header>'.length
        await route.fulfill({ response: answer, body: html.slice(0, cut) })
      },
    )
    await page.goto(url)
    await expect(page.getByTestId('itinerary')).toHaveCount(0)
    const firstBytes = await headingBox(page)

    expect(firstBytes.title).toEqual(whole.title)
    expect(firstBytes.bottom).toBe(whole.bottom)
  })
}
