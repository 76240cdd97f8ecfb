import { expect, test } from '@playwright/test'
import { LANGUAGES } from './languages'

const SECTION_ORDER = [
  'hero',
  'search',
  'travel-savings',
  'partners',
  'destinations',
  'capitals',
  'concierge',
  'testimonials',
  'blog',
  'app',
]
const DESTINATION_SLUGS = ['abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france']

for (const language of LANGUAGES) {
  test.describe(`home page in ${language.lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(language.home)
    })

    test('should show every section in the order of the spec', async ({ page }) => {
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang)
      expect(
        await page
          .locator('[data-section]')
          .evaluateAll((sections) => sections.map((section) => (section as HTMLElement).dataset.section)),
      ).toEqual(SECTION_ORDER)
    })

    test("should load only the first slide's picture before the page has loaded, the others after", async ({
      page,
    }) => {
      // Issue 44: the first picture is the largest paint; the hidden slides' would share its bandwidth.
      await expect
        .poll(() =>
          page
            .locator('.hero__image')
            .evaluateAll((images) =>
              images.map(
                (image) =>
                  (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
              ),
            ),
        )
        .toEqual([true, true, true, true])
      const started = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
        const pictures = new Set(
          [...document.querySelectorAll<HTMLImageElement>('.hero__image')].map((image) => image.currentSrc),
        )
        return performance
          .getEntriesByType('resource')
          .filter((entry) => pictures.has(entry.name))
          .map((entry) => entry.startTime < navigation!.loadEventStart)
      })
      expect(started).toEqual([true, false, false, false])
    })

    test('should show four hero slides whose Book Now leads to the page each editor chose', async ({
      page,
    }) => {
      await expect(page.getByTestId('hero-slide')).toHaveCount(4)
      // By CSS: the slides not shown are inert, so their links have no role until they turn.
      const links = await page
        .getByTestId('hero-slide')
        .locator('a.hero__cta')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
      // The seeded slides: the flight search, a flight to Accra, the Abidjan guide, the concierge.
      expect(links).toEqual([
        `${language.prefix}/flights`,
        `${language.prefix}/flights?destination=ACC`,
        `${language.prefix}/destinations/abidjan`,
        language.prefix ? `${language.prefix}#concierge` : '/#concierge',
      ])
    })

    test('should turn the hero slides with the arrows and the bullets', async ({ page }) => {
      const hero = page.getByTestId('hero')
      const bullets = hero.locator('.hero__pagination button')
      await expect(bullets).toHaveCount(4)
      // The buttons are server-rendered; they act once the custom element is defined.
      await page.evaluate(() => customElements.whenDefined('nx-hero'))
      await hero.getByRole('button', { name: language.pause }).click()
      await expect(hero.getByRole('button', { name: language.play })).toBeVisible()
      await hero.getByRole('button', { name: language.nextSlide }).first().click()
      await expect(hero.locator('.hero__slide--active')).toHaveAttribute('aria-label', language.slide2)
      await bullets.nth(3).click()
      await expect(hero.locator('.hero__slide--active')).toHaveAttribute('aria-label', language.slide4)
    })

    test('should list 18 partner airlines, each with a logo or a drawn badge', async ({ page }) => {
      const partners = page.getByTestId('partner-airlines').locator('li')
      await expect(partners).toHaveCount(18)
      await expect(partners.first()).toContainText('HF')
    })

    test('should link the six destination cards to their guides', async ({ page }) => {
      const links = page.getByTestId('destination-cards').getByRole('link')
      expect(
        await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))),
      ).toEqual(DESTINATION_SLUGS.map((slug) => `${language.prefix}/destinations/${slug}`))
    })

    test('should show the destination from-price in the page language', async ({ page }) => {
      await expect(page.getByTestId('destination-cards').locator('li').first()).toContainText(
        language.fromPrice,
      )
    })

    test('should show three African capitals and five testimonials', async ({ page }) => {
      await expect(page.getByTestId('capital-cards').locator('li')).toHaveCount(3)
      await expect(page.getByTestId('testimonials').locator('li')).toHaveCount(5)
    })

    test('should put the concierge section at the #concierge anchor', async ({ page }) => {
      await expect(page.locator('section#concierge')).toContainText(/24/)
    })

    test('should link the blog teaser to the featured article', async ({ page }) => {
      await expect(page.locator('[data-section="blog"] a[href*="/blog/"]').first()).toHaveAttribute(
        'href',
        `${language.prefix}/blog/cote-divoire-ten-must-have-experiences`,
      )
    })

    test('should type the Travel Savings text out once the section is in view', async ({ page }) => {
      const typewriter = page.locator('nx-typewriter')
      // The page's clock is the test's: the typing's seconds (50 ms a character) pass at once.
      await page.clock.install()
      await page.reload()
      await typewriter.scrollIntoViewIfNeeded()
      await expect(typewriter.locator('.typewriter__typed')).not.toBeEmpty()
      await page.clock.runFor(60_000)
      await expect(typewriter).toHaveAttribute('data-typed', 'true')
    })
  })
}
