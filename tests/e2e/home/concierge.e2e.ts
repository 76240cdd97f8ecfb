import { expect, type Page, test } from '@playwright/test'
import { LANGUAGES, type Language } from './languages'

async function openForm(page: Page, language: Language) {
  await page.goto(`${language.home}#concierge`)
  const form = page.getByTestId('concierge-form')
  await form.scrollIntoViewIfNeeded()
  await expect(page.locator('astro-island[component-url*="ConciergeForm"]:not([ssr])')).toHaveCount(1)
  return form
}

async function fill(
  page: Page,
  language: Language,
  values: { name: string; email: string; phone: string; tripDetails: string },
) {
  const form = page.getByTestId('concierge-form')
  await form.getByLabel(language.name).fill(values.name)
  await form.getByLabel(language.email, { exact: true }).fill(values.email)
  await form.getByLabel(language.phone).fill(values.phone)
  await form.getByLabel(language.tripDetails).fill(values.tripDetails)
}

const request = () => ({
  name: 'Awa Diallo',
  email: `concierge-${crypto.randomUUID()}@example.com`,
  phone: '+1 617 555 0100',
  tripDetails: 'Family reunion in Abidjan in December, 6 travellers.',
})

for (const language of LANGUAGES) {
  test.describe(`concierge request in ${language.lang}`, () => {
    test('should ask for every field when the form is empty', async ({ page }) => {
      const form = await openForm(page, language)
      await form.getByRole('button', { name: language.send }).click()
      await expect(form.getByRole('status')).toHaveText(language.conciergeRequired)
    })

    test('should refuse an invalid email address', async ({ page }) => {
      const form = await openForm(page, language)
      await fill(page, language, { ...request(), email: 'awa-at-example' })
      await form.getByRole('button', { name: language.send }).click()
      await expect(form.getByRole('status')).toHaveText(language.conciergeEmail)
    })

    test('should clear the error as soon as the visitor types, keeping what was typed', async ({ page }) => {
      const form = await openForm(page, language)
      await form.getByLabel(language.name).fill('Awa')
      await form.getByRole('button', { name: language.send }).click()
      await expect(form.getByRole('status')).toHaveText(language.conciergeRequired)
      await form.getByLabel(language.phone).fill('+1 617 555 0100')
      await expect(form.getByRole('status')).toHaveText('')
      await expect(form.getByLabel(language.name)).toHaveValue('Awa')
    })

    test('should send the request, show the success banner and clear the fields', async ({ page }) => {
      const form = await openForm(page, language)
      await fill(page, language, request())
      await form.getByRole('button', { name: language.send }).click()
      await expect(form.getByRole('status')).toHaveText(language.conciergeSuccess)
      await expect(form.getByLabel(language.name)).toHaveValue('')
    })

    test('should show the error banner when the request cannot be sent', async ({ page }) => {
      const form = await openForm(page, language)
      // The network failing is the one error a real server cannot be asked to produce.
      await page.route('**/api/concierge/submit', (route) => route.abort('failed'))
      await fill(page, language, request())
      await form.getByRole('button', { name: language.send }).click()
      await expect(form.getByRole('status')).toContainText(language.conciergeErrorTitle)
      await expect(form.getByRole('status')).toContainText(language.conciergeRetry)
    })

    test('should disable the button and say Sending while the request is on its way', async ({ page }) => {
      const form = await openForm(page, language)
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      // Holds the real request back until the test has seen the sending state, then lets it through.
      await page.route('**/api/concierge/submit', async (route) => {
        await held
        await route.continue()
      })
      await fill(page, language, request())
      await form.getByRole('button', { name: language.send }).click()
      await expect(form.getByRole('button', { name: language.sending })).toBeDisabled()
      release()
      await expect(form.getByRole('status')).toHaveText(language.conciergeSuccess)
    })
  })
}
