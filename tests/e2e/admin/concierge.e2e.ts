import { expect, test } from '@playwright/test'
import { LOCALES, pathIn, signInAsAdmin, tFor, uniqueTag } from './helpers.ts'

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should move a request sent from the home page from pending to contacted to completed (${locale})`, async ({
    page,
  }) => {
    const email = `${uniqueTag('concierge')}@example.com`
    await page.goto(`${pathIn(locale, '/')}#concierge`)
    const form = page.getByTestId('concierge-form')
    // The form's island hydrates once it is visible.
    await form.scrollIntoViewIfNeeded()
    await expect(page.locator('astro-island[component-url*="ConciergeForm"]:not([ssr])')).toHaveCount(1)
    await form.getByLabel(t('concierge.form.name')).fill('Awa Koné')
    await form.getByLabel(t('concierge.form.email'), { exact: true }).fill(email)
    await form.getByLabel(t('concierge.form.phone')).fill('+225 07 00 00 00 00')
    await form.getByLabel(t('concierge.form.tripDetails')).fill('Abidjan in July, 4 people')
    await form.getByRole('button', { name: t('concierge.form.submit') }).click()
    await expect(form.getByRole('status')).toHaveText(t('concierge.states.success'))

    await signInAsAdmin(page, locale, '/admin/concierge')
    await page.getByRole('searchbox').fill(email.toUpperCase())
    await page.getByRole('button', { name: t('admin.search'), exact: true }).click()
    await page.getByRole('button', { name: `${t('admin.concierge.view')} ${email}` }).click()
    const detail = page.getByRole('dialog')
    await expect(detail.getByTestId('detail-status')).toHaveText(t('admin.concierge.status.pending'))

    await detail.getByRole('button', { name: t('admin.concierge.markContacted') }).click()
    await expect(detail.getByTestId('detail-status')).toHaveText(t('admin.concierge.status.contacted'))
    await detail.getByRole('button', { name: t('admin.concierge.markCompleted') }).click()
    await expect(detail.getByTestId('detail-status')).toHaveText(t('admin.concierge.status.completed'))
    await expect(detail.getByRole('button', { name: t('admin.concierge.markCompleted') })).toHaveCount(0)
    // Who moved it on and when, for each step.
    await expect(detail.getByText(t('admin.concierge.contactedBy').replace(/\{name\}.*$/, ''))).toBeVisible()
    await expect(detail.getByText(t('admin.concierge.completedBy').replace(/\{name\}.*$/, ''))).toBeVisible()
  })
}
