/** Issue 34: the guides of the European hubs travellers visit or connect through (two of the eight). */
import { expect, test } from '@playwright/test'
import { seriousViolations } from '../support/accessibility'

for (const journey of [
  {
    lang: 'en',
    prefix: '',
    width: 1280,
    slug: 'london',
    city: 'London',
    subtitle: 'A world city on the Thames',
    currency: 'GBP (pound sterling)',
    transit: 'Direct Airside Transit Visa',
    planTrip: 'Plan My Trip',
    airport: 'LHR',
  },
  {
    lang: 'fr',
    prefix: '/fr',
    width: 390,
    slug: 'istanbul',
    city: 'Istanbul',
    subtitle: 'Là où l’Europe rencontre l’Asie',
    currency: 'TRY (livre turque)',
    transit: 'sans quitter la zone de transit international',
    planTrip: 'Planifier mon voyage',
    airport: 'IST',
  },
] as const) {
  test(`should show the ${journey.slug} guide with its entry requirements (${journey.lang}, ${journey.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: journey.width, height: 844 })
    const response = await page.goto(`${journey.prefix}/destinations/${journey.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', journey.lang)
    await expect(page.getByRole('heading', { level: 1, name: journey.city })).toBeVisible()
    await expect(page.getByText(journey.subtitle, { exact: true })).toBeVisible()
    await expect(page.locator('#highlights-heading + ul > li')).toHaveCount(4)
    await expect(page.locator('#attractions-heading + ol > li')).toHaveCount(4)
    await expect(page.locator('.guide__practical')).toContainText(journey.currency)
    await expect(page.getByTestId('entry-requirements').locator('details')).toHaveCount(4)
    await expect(page.locator('details[data-group="ecowas"]')).toContainText(journey.transit)
    await expect(page.getByRole('link', { name: journey.planTrip, exact: true })).toHaveAttribute(
      'href',
      `${journey.prefix}/flights?destination=${journey.airport}`,
    )
    expect(await seriousViolations(page)).toEqual([])
  })
}
