/**
 * Issue 34: an article the migration published for the corridor renders its blocks as static HTML
 * (warning boxes, FAQ with its JSON-LD, a call to book) under its hero (srcset, loaded first) and
 * links each fact to its source, in English at 1280 px and in French at 390 px.
 */
import { expect, test } from '@playwright/test'
import { jsonLdOfType } from '../support/jsonLd'

const SLUG = 'ghana-visa-from-the-us'

for (const { lang, prefix, width, height, title, book, question } of [
  {
    lang: 'en',
    prefix: '',
    width: 1280,
    height: 900,
    title: 'How to get a Ghana visa from the US',
    book: 'Search flights to Accra',
    question: 'Do US citizens need a visa for Ghana?',
  },
  {
    lang: 'fr',
    prefix: '/fr',
    width: 390,
    height: 844,
    title: 'Obtenir un visa pour le Ghana depuis les États-Unis',
    book: 'Chercher un vol pour Accra',
    question: 'Les citoyens américains ont-ils besoin d’un visa pour le Ghana\u202f?',
  },
] as const) {
  test(`the Ghana visa article renders its blocks and sources (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    const response = await page.goto(`${prefix}/blog/${SLUG}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    const hero = page.locator('.article__hero img')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).toHaveAttribute('srcset', /\s\d+w/)
    await expect(hero).toHaveAttribute('width', /^\d+$/)

    await expect(page.locator('[data-block="tipBox"]')).toHaveCount(2)
    await expect(page.getByRole('link', { name: book })).toHaveAttribute(
      'href',
      `${prefix}/flights?destination=ACC`,
    )
    const sources = page.locator('.rich-text a[href^="https://travel.state.gov/"]')
    expect(await sources.count()).toBeGreaterThan(0)

    const faq = await jsonLdOfType(page, 'FAQPage')
    expect((faq?.mainEntity as { name: string }[] | undefined)?.[0]?.name).toBe(question)
    // Static HTML: the body adds no script of its own.
    expect(await page.locator('.rich-text script').count()).toBe(0)
  })
}

test('the blog lists the corridor articles in both languages', async ({ page }) => {
  for (const [prefix, title] of [
    ['', 'Harmattan: what to pack and when'],
    ['/fr', 'Harmattan\u00a0: quoi emporter, et quand'],
  ] as const) {
    await page.goto(`${prefix}/blog`)
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
  }
})
