/**
 * Issue 34: the home's capital cards are picked by editors among the guides and each opens its
 * guide, in the page's language (English at 1280 px, French at 390 px); cards and guide heroes
 * load their image sizes through srcset.
 */
import { expect, test } from '@playwright/test'

const CARDS = {
  en: ['Dakar', 'Accra', 'Abidjan'],
  fr: ['Dakar', 'Accra', 'Abidjan'],
}

for (const { lang, prefix, width, height } of [
  { lang: 'en', prefix: '', width: 1280, height: 900 },
  { lang: 'fr', prefix: '/fr', width: 390, height: 844 },
] as const) {
  test.describe(`home capital cards (${lang}, ${width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto(`${prefix}/`)
    })

    test('should link each card to its guide and show no listing count', async ({ page }) => {
      const cards = page.getByTestId('capital-cards')
      const links = cards.getByRole('link')
      await expect(links).toHaveText(CARDS[lang])
      expect(
        await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))),
      ).toEqual(['dakar', 'accra', 'abidjan'].map((slug) => `${prefix}/destinations/${slug}`))
      await expect(cards).not.toContainText(/listings|annonces/)
    })

    test('should draw the card images lazily from their sizes, with a width and a height', async ({
      page,
    }) => {
      const image = page.getByTestId('capital-cards').locator('img').first()
      await expect(image).toHaveAttribute('srcset', /\s\d+w/)
      await expect(image).toHaveAttribute('sizes', /.+/)
      await expect(image).toHaveAttribute('loading', 'lazy')
      await expect(image).toHaveAttribute('width', /^\d+$/)
      await expect(image).toHaveAttribute('height', /^\d+$/)
    })

    test('should open the Accra guide in the same language, its hero loaded first', async ({ page }) => {
      const card = page.getByTestId('capital-cards').getByRole('link', { name: 'Accra' })
      const [response] = await Promise.all([page.waitForResponse(/\/destinations\/accra$/), card.click()])
      expect(response.status()).toBe(200)
      await expect(page).toHaveURL(`${prefix}/destinations/accra`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accra')
      const hero = page.locator('.guide__hero-image')
      await expect(hero).toHaveAttribute('fetchpriority', 'high')
      await expect(hero).toHaveAttribute('loading', 'eager')
      await expect(hero).toHaveAttribute('srcset', /\s\d+w/)
    })
  })
}
