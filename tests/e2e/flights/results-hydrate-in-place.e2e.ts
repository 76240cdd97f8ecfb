import { expect, type Page, test } from '@playwright/test'
import { daysAhead, flightsUrl, holdScripts, JOURNEYS } from './helpers.ts'

/**
 * Issue 41: the island hydrates the server's results, it does not replace them. Its scripts are held
 * back, the server's nodes are tagged, the scripts released: once hydrated (and the date strip, which
 * arrives after, shown), the tagged nodes must still be the page's, and answer a press.
 */
type TaggedWindow = Window & { __serverNodes?: Element[] }

/** Keeps references to the server's result cards, tabs, filters' toggle, date strip and entry requirements. */
const tagServerNodes = (page: Page) =>
  page.evaluate(() => {
    const selectors = [
      '[data-testid="itinerary"]',
      '[role="tab"]',
      '.flights-controls__toggle',
      '.flights-dates',
      '[data-testid="flight-entry-requirements"]',
      '.flights-summary',
    ]
    const nodes = selectors.flatMap((selector) => [...document.querySelectorAll(selector)])
    ;(window as TaggedWindow).__serverNodes = nodes
    return nodes.length
  })

/** The tagged nodes no longer in the document, named. */
const replacedNodes = (page: Page) =>
  page.evaluate(() =>
    ((window as TaggedWindow).__serverNodes ?? [])
      .filter((node) => !node.isConnected)
      .map((node) => `${node.tagName.toLowerCase()}.${node.className}`),
  )

for (const { locale, viewport } of JOURNEYS) {
  test(`should hydrate the server's results in place, not replace them (${locale})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const release = await holdScripts(page)
    await page.goto(`${flightsUrl(locale)}&returnDate=${daysAhead(52)}`, { waitUntil: 'commit' })
    const cards = page.getByTestId('itinerary')
    await expect(cards.first()).toBeVisible()
    await expect(page.locator('astro-island[ssr]')).toHaveCount(1)
    const tagged = await tagServerNodes(page)
    expect(tagged).toBeGreaterThan(5)

    release()
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
    await expect(page.getByTestId('date-strip')).toBeVisible()
    expect(await replacedNodes(page)).toEqual([])

    // The same nodes answer React's handlers: a tab of the server's HTML selects, the filters' toggle opens them.
    const cheapest = page.getByTestId('tab-cheapest')
    await cheapest.click()
    await expect(cheapest).toHaveAttribute('aria-selected', 'true')
    const toggle = page.locator('.flights-controls__toggle')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(await replacedNodes(page)).toEqual([])
  })
}
