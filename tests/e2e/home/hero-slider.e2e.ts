import { expect, test } from '@playwright/test'
import { HERO_SLIDER } from '../../../content-schema/src/index.ts'
import { LANGUAGES } from './languages'

/** HERO_SLIDER.autoplayMs plus the idle start and a margin for a busy machine. */
const AUTOPLAY_WAIT_MS = 9000

for (const language of LANGUAGES) {
  test.describe(`hero slider in ${language.lang}`, () => {
    test('should turn to the second slide by itself', async ({ page }) => {
      await page.goto(language.home)
      await expect(page.locator('.hero__slide--active')).toHaveAttribute('aria-label', language.slide2, {
        timeout: AUTOPLAY_WAIT_MS,
      })
    })

    test('should keep the links of hidden slides out of the tab order', async ({ page }) => {
      await page.goto(language.home)
      await expect(page.locator('.hero__slide[inert]')).toHaveCount(3)
    })

    test('should give each bullet a target of at least 24 px', async ({ page }) => {
      await page.goto(language.home)
      const sizes = await page
        .locator('.hero__pagination button')
        .evaluateAll((bullets) => bullets.map((bullet) => Math.min(bullet.clientWidth, bullet.clientHeight)))
      expect(sizes.every((size) => size >= 24)).toBe(true)
    })
  })
}

test.describe('hero slider for a visitor who asks for less motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('should not turn by itself', async ({ page }) => {
    // The page's clock is the test's: past the idle start (2 s at most) and a whole autoplay period, at once.
    await page.clock.install()
    await page.goto('/')
    await page.waitForFunction(() => Boolean(customElements.get('nx-hero')))
    await page.clock.runFor(2000 + HERO_SLIDER.autoplayMs * 2)
    await expect(page.locator('.hero__slide--active')).toHaveAttribute('aria-label', 'Slide 1 of 4')
  })

  test('should turn to the next slide on a swipe to the left and back on a swipe to the right', async ({
    page,
  }) => {
    await page.goto('/')
    await page.waitForFunction(() => Boolean(customElements.get('nx-hero')))
    const swipe = async (fromX: number, toX: number) => {
      const track = page.locator('.hero__track')
      await track.dispatchEvent('pointerdown', {
        pointerType: 'touch',
        clientX: fromX,
        clientY: 200,
        bubbles: true,
      })
      await track.dispatchEvent('pointerup', {
        pointerType: 'touch',
        clientX: toX,
        clientY: 205,
        bubbles: true,
      })
    }
    await swipe(300, 150)
    await expect(page.locator('.hero__slide--active')).toHaveAttribute('aria-label', 'Slide 2 of 4')
    await swipe(100, 260)
    await expect(page.locator('.hero__slide--active')).toHaveAttribute('aria-label', 'Slide 1 of 4')
  })

  test('should offer no pause button, since nothing moves', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible()
    await expect(page.locator('.hero__pause')).toBeHidden()
  })
})
