import { expect, test } from '@playwright/test'
import { seriousViolations } from '../support/accessibility'
import { followInSiteLink } from '../support/navigation'

const PAGES = [
  {
    path: '/terms',
    lang: 'en',
    blog: '/blog',
    title: 'Terms of Service',
    section: '5. Changes and cancellations',
    goBack: 'Go Back',
  },
  {
    path: '/fr/terms',
    lang: 'fr',
    blog: '/fr/blog',
    title: "Conditions d'utilisation",
    section: '5. Modifications et annulations',
    goBack: 'Retour',
  },
  {
    path: '/privacy',
    lang: 'en',
    blog: '/blog',
    title: 'Privacy Policy',
    section: '8. Your rights',
    goBack: 'Go Back',
  },
  {
    path: '/fr/privacy',
    lang: 'fr',
    blog: '/fr/blog',
    title: 'Politique de confidentialité',
    section: '8. Vos droits',
    goBack: 'Retour',
  },
]

for (const legal of PAGES) {
  test.describe(`legal page ${legal.path}`, () => {
    test('should show the document in the page language', async ({ page }) => {
      await page.goto(legal.path)
      await expect(page.locator('html')).toHaveAttribute('lang', legal.lang)
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: legal.section })).toBeVisible()
    })

    test('should go back to the previous page', async ({ page }) => {
      await page.goto(legal.blog)
      await followInSiteLink(page, legal.path)
      await page.getByRole('link', { name: legal.goBack }).click()
      await expect(page).toHaveURL(/\/blog$/)
    })

    test('should have no serious accessibility violations', async ({ page }) => {
      await page.goto(legal.path)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
