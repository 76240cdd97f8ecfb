import { expect, test } from '@playwright/test'
import { seriousViolations } from '../support/accessibility'
import { jsonLdOfType } from '../support/jsonLd'
import { followInSiteLink } from '../support/navigation'

const SLUG = 'cote-divoire-ten-must-have-experiences'

const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    title: "Côte d'Ivoire: ten must-have experiences",
    date: 'September 11, 2025',
    readTime: '12 min read',
    firstExperience: 'The Plateau skyline, Abidjan',
    book: 'Book This Destination',
    notFound: 'Article not found',
    goBack: 'Go Back',
  },
  {
    lang: 'fr',
    prefix: '/fr',
    title: 'Côte d’Ivoire\u00a0: dix expériences incontournables',
    date: '11 septembre 2025',
    readTime: '12 min de lecture',
    firstExperience: 'Les tours du Plateau, Abidjan',
    book: 'Réserver cette destination',
    notFound: 'Article introuvable',
    goBack: 'Retour',
  },
]

for (const language of LANGUAGES) {
  test.describe(`blog article in ${language.lang}`, () => {
    test('should show the title, date, read time and hero image', async ({ page }) => {
      await page.goto(`${language.prefix}/blog/${SLUG}`)
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible()
      await expect(page.getByText(language.date)).toBeVisible()
      await expect(page.getByText(language.readTime)).toBeVisible()
      const hero = page.locator('.article__hero img')
      await expect(hero).toHaveJSProperty('complete', true)
      expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    })

    test('should rank ten destinations, each with an image, tags and a booking button', async ({ page }) => {
      await page.goto(`${language.prefix}/blog/${SLUG}`)
      const ranked = page.locator('[data-block="rankedDestinations"] > li')
      await expect(ranked).toHaveCount(10)
      await expect(ranked.first().getByRole('heading', { level: 2 })).toHaveText(
        `1. ${language.firstExperience}`,
      )
      await expect(ranked.locator('img')).toHaveCount(10)
      await expect(ranked.first().locator('.ranked__tags li')).not.toHaveCount(0)
      await expect(ranked.getByRole('link', { name: new RegExp(`^${language.book}`) })).toHaveCount(10)
    })

    test("should open this site's hotel search from a destination, in the same tab", async ({ page }) => {
      await page.goto(`${language.prefix}/blog/${SLUG}`)
      const link = page.getByRole('link', { name: new RegExp(`^${language.book}`) }).first()
      // Issue 32: one way in, no outside booking site.
      await expect(link).toHaveAttribute('href', `${language.prefix || '/'}#search-tab-hotels`)
      await expect(link).not.toHaveAttribute('target', '_blank')
    })

    test('should answer an unknown article with 404 and Article not found', async ({ page }) => {
      const response = await page.goto(`${language.prefix}/blog/no-such-article`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: language.notFound })).toBeVisible()
    })

    test('should offer a Go Back button on the not-found page', async ({ page }) => {
      await page.goto(`${language.prefix}/blog`)
      await followInSiteLink(page, `${language.prefix}/blog/no-such-article`)
      await page.getByRole('link', { name: language.goBack }).click()
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/blog$`))
    })

    test('should describe the article as a BlogPosting in the page language', async ({ page }) => {
      await page.goto(`${language.prefix}/blog/${SLUG}`)
      const article = await jsonLdOfType(page, 'BlogPosting')
      expect([article?.headline, article?.inLanguage, article?.datePublished]).toEqual([
        language.title,
        language.lang,
        '2025-09-11T09:00:00.000Z',
      ])
    })

    test('should have no serious accessibility violations', async ({ page }) => {
      await page.goto(`${language.prefix}/blog/${SLUG}`)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('should have no serious accessibility violations on the not-found page', async ({ page }) => {
      await page.goto(`${language.prefix}/blog/no-such-article`)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
