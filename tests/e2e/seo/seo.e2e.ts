import { expect, test } from '@playwright/test'
import { jsonLdOfType, jsonLdTypes } from '../support/jsonLd'

const GUIDE_SLUGS = ['abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france']

test.describe('sitemap.xml', () => {
  test('should list every guide in both languages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
    const expected = GUIDE_SLUGS.flatMap((slug) => [`/destinations/${slug}`, `/fr/destinations/${slug}`])
    expect(locs).toEqual(expect.arrayContaining(expected))
  })

  test('should list the published article and the static pages in both languages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
    expect(locs).toEqual(
      expect.arrayContaining([
        '/blog/cote-divoire-ten-must-have-experiences',
        '/fr/blog/cote-divoire-ten-must-have-experiences',
        '/terms',
        '/fr/privacy',
        '/why-nexovia',
        '/fr/why-nexovia',
      ]),
    )
  })

  test('should be served as XML', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.headers()['content-type']).toContain('application/xml')
  })
})

test.describe('robots.txt', () => {
  test('should point to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  })

  test('should keep crawlers out of the api', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^Disallow: \/api\/$/m)
  })
})

test.describe('page head', () => {
  test('should declare the French page, its English twin and x-default', async ({ page }) => {
    await page.goto('/fr/destinations/accra')
    const href = (lang: string) =>
      page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')
    expect(
      [await href('en'), await href('fr'), await href('x-default')].map((url) => new URL(url ?? '').pathname),
    ).toEqual(['/destinations/accra', '/fr/destinations/accra', '/destinations/accra'])
  })

  test('should give Open Graph tags with the guide image', async ({ page }) => {
    await page.goto('/destinations/accra')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\/.+\.webp$/,
    )
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US')
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Accra/)
  })

  test('should describe the organisation and the breadcrumb trail on a guide', async ({ page }) => {
    await page.goto('/fr/destinations/boston')
    expect(await jsonLdTypes(page)).toEqual(['Organization', 'BreadcrumbList', 'TouristDestination'])
  })

  test('should end the breadcrumb trail at the current article', async ({ page }) => {
    await page.goto('/blog/cote-divoire-ten-must-have-experiences')
    const trail = await jsonLdOfType(page, 'BreadcrumbList')
    const items = trail?.itemListElement as { name: string }[]
    expect(items.map((item) => item.name)).toEqual([
      'Home',
      'Blog',
      "Côte d'Ivoire: ten must-have experiences",
    ])
  })

  test('should keep not-found pages out of search results', async ({ page }) => {
    await page.goto('/fr/blog/no-such-article')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('should give each language its own title and description', async ({ page }) => {
    await page.goto('/terms')
    const english = [
      await page.title(),
      await page.locator('meta[name="description"]').getAttribute('content'),
    ]
    await page.goto('/fr/terms')
    const french = [
      await page.title(),
      await page.locator('meta[name="description"]').getAttribute('content'),
    ]
    expect(english.map((text, index) => text !== french[index])).toEqual([true, true])
  })
})
