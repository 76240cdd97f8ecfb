/** Issue 34: guides of West African airports the flight search sold without one before (Dakar, Lagos; part B: Freetown, Niamey). */
import { expect, test } from '@playwright/test'
import { jsonLdOfType } from '../support/jsonLd'

for (const { lang, prefix, width, city, entry } of [
  { lang: 'en', prefix: '', width: 1280, city: 'Dakar', entry: 'Entry requirements' },
  { lang: 'fr', prefix: '/fr', width: 390, city: 'Lagos', entry: 'Conditions d’entrée' },
  { lang: 'en', prefix: '', width: 1280, city: 'Freetown', entry: 'Entry requirements' },
  { lang: 'fr', prefix: '/fr', width: 390, city: 'Niamey', entry: 'Conditions d’entrée' },
] as const) {
  test(`/destinations/${city.toLowerCase()} answers with its guide and entry requirements (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    const response = await page.goto(`${prefix}/destinations/${city.toLowerCase()}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: city })).toBeVisible()
    await expect(page.getByTestId('entry-requirements')).toContainText(entry)
    const place = await jsonLdOfType(page, 'TouristDestination')
    expect([place?.name, place?.inLanguage]).toEqual([city, lang])
  })
}

test('Dakar’s guide plans a trip to DSS with the flight search', async ({ page }) => {
  await page.goto('/destinations/dakar')
  await expect(page.getByRole('link', { name: 'Plan My Trip' })).toHaveAttribute(
    'href',
    '/flights?destination=DSS',
  )
})
