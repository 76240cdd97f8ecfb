import { expect, test } from '@playwright/test'

const PAGES = [
  {
    path: '/blog',
    lang: 'en',
    title: "Côte d'Ivoire: ten must-have experiences",
    readTime: '12 min read',
  },
  {
    path: '/fr/blog',
    lang: 'fr',
    title: 'Côte d’Ivoire\u00a0: dix expériences incontournables',
    readTime: '12 min de lecture',
  },
]

for (const page of PAGES) {
  test.describe(`blog list in ${page.lang}`, () => {
    test('should show the seeded post in the page language', async ({ page: browser }) => {
      await browser.goto(page.path)
      await expect(browser.locator('html')).toHaveAttribute('lang', page.lang)
      await expect(browser.getByRole('heading', { name: page.title }).first()).toBeVisible()
      await expect(browser.getByText(page.readTime).first()).toBeVisible()
    })

    test('should declare both languages and a canonical address', async ({ page: browser }) => {
      await browser.goto(page.path)
      const hreflang = (lang: string) => browser.locator(`link[rel="alternate"][hreflang="${lang}"]`)
      await expect(hreflang('en')).toHaveAttribute('href', /\/blog$/)
      await expect(hreflang('fr')).toHaveAttribute('href', /\/fr\/blog$/)
      await expect(hreflang('x-default')).toHaveAttribute('href', /\/blog$/)
      await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${page.path}$`),
      )
    })
  })
}
