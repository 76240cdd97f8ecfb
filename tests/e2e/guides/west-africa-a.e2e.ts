/** Issue 34: West African guides part A, and /destinations, which lists every guide by region. */
import { expect, test } from '@playwright/test'
import { DESTINATIONS } from '../../../content-schema/src/content/destinations.ts'
import { jsonLdOfType } from '../support/jsonLd'

const WEST_AFRICAN_GUIDES = DESTINATIONS.filter((destination) => destination.region === 'west-africa').length

const CASES = [
  {
    lang: 'en',
    prefix: '',
    width: 1280,
    slug: 'abuja',
    city: 'Abuja',
    subtitle: 'Nigeria’s capital at the foot of Aso Rock',
    entry: 'Entry requirements',
    title: 'Destination guides',
    westAfrica: 'West Africa',
  },
  {
    lang: 'fr',
    prefix: '/fr',
    width: 390,
    slug: 'cotonou',
    city: 'Cotonou',
    subtitle: 'La grande ville du Bénin sur la lagune',
    entry: 'Conditions d’entrée',
    title: 'Guides des destinations',
    westAfrica: 'Afrique de l’Ouest',
  },
] as const

for (const { lang, prefix, width, slug, city, subtitle, entry, title, westAfrica } of CASES) {
  test.describe(`${lang} at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })

    test(`should answer /destinations/${slug} with its guide and entry requirements`, async ({ page }) => {
      const response = await page.goto(`${prefix}/destinations/${slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: city })).toBeVisible()
      await expect(page.getByText(subtitle, { exact: true })).toBeVisible()
      await expect(page.getByTestId('entry-requirements')).toContainText(entry)
      const place = await jsonLdOfType(page, 'TouristDestination')
      expect([place?.name, place?.inLanguage]).toEqual([city, lang])
    })

    test('should list the guides by region on /destinations, West Africa first, and open one', async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/destinations`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(westAfrica)
      const region = page.getByRole('region', { name: westAfrica })
      await expect(region.getByRole('link')).toHaveCount(WEST_AFRICAN_GUIDES)
      // Compact: the page fits the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await region.getByRole('link', { name: city, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/destinations/${slug}$`))
      await expect(page.getByRole('heading', { level: 1, name: city })).toBeVisible()
    })
  })
}
