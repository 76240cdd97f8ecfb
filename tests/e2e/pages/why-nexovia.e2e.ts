import { expect, test } from '@playwright/test'
import { seriousViolations } from '../support/accessibility'

const LANGUAGES = [
  {
    lang: 'en',
    path: '/why-nexovia',
    homeUrl: /\/$/,
    title: 'Why choose Nexovia?',
    cta: 'Start planning your trip',
    firstPoint: 'Maximum security',
  },
  {
    lang: 'fr',
    path: '/fr/why-nexovia',
    homeUrl: /\/fr$/,
    title: 'Pourquoi choisir Nexovia\u202f?',
    cta: 'Commencez à préparer votre voyage',
    firstPoint: 'Sécurité maximale',
  },
]

for (const language of LANGUAGES) {
  test.describe(`why-nexovia in ${language.lang}`, () => {
    test('should show six feature cards', async ({ page }) => {
      await page.goto(language.path)
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible()
      await expect(page.locator('section[aria-labelledby="why-features"] li')).toHaveCount(6)
    })

    test('should show the 50+ and 24/7 figures', async ({ page }) => {
      await page.goto(language.path)
      await expect(page.locator('.why__figures dd')).toHaveText(['50+', '24/7'])
    })

    test('should show four trust points', async ({ page }) => {
      await page.goto(language.path)
      const points = page.locator('section[aria-labelledby="why-points"] li')
      await expect(points).toHaveCount(4)
      await expect(points.first().getByRole('heading')).toHaveText(language.firstPoint)
    })

    test('should lead to the home page from the call to action', async ({ page }) => {
      await page.goto(language.path)
      await page.getByRole('link', { name: language.cta }).click()
      await expect(page).toHaveURL(language.homeUrl)
    })

    test('should have no serious accessibility violations', async ({ page }) => {
      await page.goto(language.path)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
