import { expect, test } from '@playwright/test'
import { LANGUAGES } from './languages'

test.use({ reducedMotion: 'reduce' })

for (const language of LANGUAGES) {
  test.describe(`home page in ${language.lang} for a visitor who asks for less motion`, () => {
    test('should show every section at once, without the fade-in', async ({ page }) => {
      await page.goto(language.home)
      await expect(page.locator('[data-section="app"]')).toBeAttached()
      await expect(page.locator('.reveal-pending')).toHaveCount(0)
    })

    test('should show the Travel Savings text whole instead of typing it', async ({ page }) => {
      await page.goto(language.home)
      await expect(page.locator('nx-typewriter .typewriter__full')).toHaveCSS('opacity', '1')
      await expect(page.locator('nx-typewriter')).not.toHaveClass(/is-typing/)
    })
  })
}

test.describe('home page with full motion', () => {
  test('should hide the sections below the fold until they scroll into view', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/')
    const app = page.locator('[data-section="app"]')
    await expect(app).toHaveClass(/reveal-pending/)
    await app.scrollIntoViewIfNeeded()
    await expect(app).not.toHaveClass(/reveal-pending/)
  })
})
