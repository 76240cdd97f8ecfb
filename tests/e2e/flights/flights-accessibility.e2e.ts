import { expect, type Page, test } from '@playwright/test'
import { seriousViolations } from '../support/accessibility.ts'
import { daysAhead, flightsUrl, LOCALES, openResults, pathIn, tFor } from './helpers.ts'

/** Content-Security-Policy violations the page reports while the test runs. */
function recordViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text())
  })
  return violations
}

for (const locale of LOCALES) {
  const t = tFor(locale)

  test.describe(`flight pages' accessibility in ${locale}`, () => {
    // axe reads the whole page, twice in the first test: slow on a shared two-core machine.
    test.slow()

    test('should show /flights results and the lead form without a serious violation or a blocked script', async ({
      page,
    }) => {
      const violations = recordViolations(page)
      await openResults(page, flightsUrl(locale))
      const onResults = await seriousViolations(page)
      await page.getByTestId('itinerary').first().getByTestId('itinerary-details').click()
      await page
        .getByTestId('itinerary')
        .first()
        .getByRole('button', { name: t('search.contactUs') })
        .click()
      await expect(page.getByTestId('lead-modal')).toBeVisible()
      expect([onResults, await seriousViolations(page), violations]).toEqual([[], [], []])
    })

    test('should show /flight-results without a serious violation', async ({ page }) => {
      await page.goto(
        `${pathIn(locale, '/flight-results')}?origin=BOS&destination=ABJ&departure_date=${daysAhead(42)}`,
      )
      await expect(page.getByTestId('flight-result').first()).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
