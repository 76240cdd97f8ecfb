import { expect, test } from '@playwright/test'
import { LOCALES, signInAsAdmin, submitConciergeRequest, tFor, uniqueTag } from './helpers.ts'

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should move a concierge request from pending to contacted to completed (${locale})`, async ({
    page,
    request,
  }) => {
    const email = `${uniqueTag('concierge')}@example.com`
    await submitConciergeRequest(request, email, locale)
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
