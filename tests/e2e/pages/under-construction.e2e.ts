import { expect, test } from '@playwright/test'
import { UNDER_CONSTRUCTION_PROGRESS } from '../../../content-schema/src/index.ts'
import { seriousViolations } from '../support/accessibility'

// Flights and hotels are built: only these two remain under construction.
const SERVICES = ['cars', 'activities']
// The seed's percent done of each (site settings), which editors change in the cms.
const SEEDED_PROGRESS = { cars: '60', activities: '35' }
const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    voice: 'en-US',
    homeUrl: /:\d+\/$/,
    home: 'Back to Home',
    blog: 'Explore the Blog',
    title: /coming soon/i,
  },
  {
    lang: 'fr',
    prefix: '/fr',
    voice: 'fr-FR',
    homeUrl: /\/fr$/,
    home: "Retour à l'accueil",
    blog: 'Explorer le blog',
    title: /bientôt/i,
  },
]

for (const language of LANGUAGES) {
  test.describe(`under-construction pages in ${language.lang}`, () => {
    for (const service of SERVICES) {
      test(`should show the ${service} page with its title and checklist`, async ({ page }) => {
        await page.goto(`${language.prefix}/${service}-under-construction`)
        await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible()
        await expect(page.locator('.construction__checklist li')).toHaveCount(4)
      })
    }

    for (const service of SERVICES) {
      test(`should show the ${service} percent editors set, the same on every load`, async ({ page }) => {
        const percent = SEEDED_PROGRESS[service as keyof typeof SEEDED_PROGRESS]
        for (let load = 0; load < 2; load += 1) {
          await page.goto(`${language.prefix}/${service}-under-construction`)
          await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', percent)
          await expect(page.locator('.construction__value')).toHaveText(`${percent}%`)
          await page.waitForTimeout(300)
          await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', percent)
        }
      })
    }

    test('should send the flights and hotels pages on to their searches', async ({ page }) => {
      await page.goto(`${language.prefix}/flights-under-construction`)
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/flights$`))
      await page.goto(`${language.prefix}/hotels-under-construction`)
      await expect(page).toHaveURL(new RegExp(`:\\d+${language.prefix || '/'}#search-tab-hotels$`))
    })

    test('should announce the page once in its language after 2 seconds', async ({ page }) => {
      await page.addInitScript(() => {
        const spoken: { text: string; lang: string }[] = []
        Object.assign(window, { __spoken: spoken })
        // A recording stand-in for the browser's voice, which headless Chromium cannot play.
        Object.defineProperty(window, 'speechSynthesis', {
          value: {
            speak: (utterance: SpeechSynthesisUtterance) =>
              spoken.push({ text: utterance.text, lang: utterance.lang }),
            getVoices: () => [],
          },
        })
      })
      // The page's clock is the test's (it also runs on by itself): the seconds pass at once, and
      // "once" is seen ten seconds later still.
      await page.clock.install()
      await page.goto(`${language.prefix}/cars-under-construction`)
      const spokenLanguages = () =>
        page.evaluate(() =>
          (window as unknown as { __spoken: { lang: string }[] }).__spoken.map((utterance) => utterance.lang),
        )
      await page.clock.runFor(UNDER_CONSTRUCTION_PROGRESS.announceAfterMs + 1500)
      expect(await spokenLanguages()).toEqual([language.voice])
      await page.clock.runFor(10_000)
      expect(await spokenLanguages()).toEqual([language.voice])
    })

    test('should work where speech synthesis does not exist', async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.addInitScript(() => {
        Object.defineProperty(window, 'speechSynthesis', { value: undefined })
      })
      await page.clock.install()
      await page.goto(`${language.prefix}/cars-under-construction`)
      // Past the announcement's moment on the page's clock; the evaluate after it flushes its errors.
      await page.clock.runFor(UNDER_CONSTRUCTION_PROGRESS.announceAfterMs + 500)
      await page.evaluate(() => document.readyState)
      expect(errors).toEqual([])
    })

    test('should go home from Back to Home', async ({ page }) => {
      await page.goto(`${language.prefix}/cars-under-construction`)
      await page.getByRole('link', { name: language.home }).click()
      await expect(page).toHaveURL(language.homeUrl)
    })

    test('should go to the blog from Explore the Blog', async ({ page }) => {
      await page.goto(`${language.prefix}/activities-under-construction`)
      await page.getByRole('link', { name: language.blog }).click()
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/blog$`))
    })

    test('should have no serious accessibility violations', async ({ page }) => {
      await page.goto(`${language.prefix}/activities-under-construction`)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
