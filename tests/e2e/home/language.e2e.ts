import { expect, test } from '@playwright/test'

test.describe('language choice', () => {
  test('should open the same page in French from the toggle', async ({ page }) => {
    await page.goto('/blog')
    await page.getByTestId('language-toggle').click()
    await expect(page).toHaveURL(/\/fr\/blog$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('should open the same page in English from the French toggle', async ({ page }) => {
    await page.goto('/fr/blog')
    await page.getByTestId('language-toggle').click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('should remember the choice: an English address then opens in French', async ({ page }) => {
    await page.goto('/')
    await page.getByTestId('language-toggle').click()
    await page.goto('/blog')
    await expect(page).toHaveURL(/\/fr\/blog$/)
  })

  test('should change the language from the footer select', async ({ page }) => {
    await page.goto('/fr/blog')
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en')
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test.describe('first visit from a French browser', () => {
  test.use({ locale: 'fr-FR' })

  test('should open the French home page', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/fr$/)
  })

  test('should let a stored English choice win over the browser', async ({ page }) => {
    await page.goto('/fr/blog')
    await page.getByTestId('language-toggle').click()
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test.describe('first visit from an English browser', () => {
  test.use({ locale: 'en-US' })

  test('should stay on a French page it was sent to', async ({ page }) => {
    await page.goto('/fr/blog')
    await expect(page).toHaveURL(/\/fr\/blog$/)
  })
})
