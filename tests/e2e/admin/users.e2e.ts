import { expect, test } from '@playwright/test'
import { LOCALES, newTraveller, registerThroughApi, signInAsAdmin, tFor } from './helpers.ts'

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should find a traveller by email and delete them after confirmation (${locale})`, async ({
    page,
    request,
  }) => {
    const traveller = newTraveller('admin-users')
    await registerThroughApi(request, traveller)
    await signInAsAdmin(page, locale, '/admin')
    await page.getByRole('searchbox').fill(traveller.email)
    await page.getByRole('button', { name: t('admin.search'), exact: true }).click()
    await expect(page.getByRole('cell', { name: traveller.email, exact: true })).toBeVisible()

    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: `${t('admin.users.delete')} ${traveller.email}` }).click()
    await expect(page.getByText(t('admin.users.deleted'))).toBeVisible()
    await expect(page.getByText(t('admin.users.empty'))).toBeVisible()
  })
}

test('should ask the cms for the user list once when the dashboard opens', async ({ page }) => {
  const listCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/users') listCalls.push(request.url())
  })
  await signInAsAdmin(page, 'en', '/admin')
  await expect(page.getByTestId('stat-total')).toBeVisible()
  await page.waitForTimeout(1000)
  expect(listCalls).toHaveLength(1)
})
