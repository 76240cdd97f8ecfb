import { expect, test } from '@playwright/test'
import { LOCALES, newTraveller, registerThroughApi, signInAsAdmin, tFor, uniqueTag } from './helpers.ts'

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

test('should filter by the way of signing in: a password account is not among the quick sign-ins', async ({
  page,
  request,
}) => {
  const t = tFor('fr')
  const traveller = newTraveller('admin-filter')
  await registerThroughApi(request, traveller)
  await signInAsAdmin(page, 'fr', '/admin')
  await page.getByRole('searchbox').fill(traveller.email)
  await page.getByRole('combobox', { name: t('admin.users.authType') }).selectOption('oidc')
  await expect(page.getByText(t('admin.users.empty'))).toBeVisible()
  await page.getByRole('combobox', { name: t('admin.users.authType') }).selectOption('password')
  await expect(page.getByRole('cell', { name: traveller.email, exact: true })).toBeVisible()
})

test('should page a search of 51 travellers by 50', async ({ page, request }) => {
  // 51 sign-ups hash 51 passwords first.
  test.setTimeout(90_000)
  const t = tFor('en')
  const tag = uniqueTag('paging')
  const travellers = Array.from({ length: 51 }, (_, index) => ({
    ...newTraveller(`${tag}-${String(index).padStart(2, '0')}`),
  }))
  for (let start = 0; start < travellers.length; start += 10)
    await Promise.all(
      travellers.slice(start, start + 10).map((traveller) => registerThroughApi(request, traveller)),
    )
  await signInAsAdmin(page, 'en', '/admin')
  await page.getByRole('searchbox').fill(tag)
  await page.getByRole('button', { name: t('admin.search'), exact: true }).click()
  await expect(page.getByText(t('admin.page', { page: 1, pages: 2 }))).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(51)
  await page.getByRole('button', { name: t('admin.next'), exact: true }).click()
  await expect(page.getByText(t('admin.page', { page: 2, pages: 2 }))).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(2)
})

test('should ask the cms for the user list once when the dashboard opens', async ({ page }) => {
  const listCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/users') listCalls.push(request.url())
  })
  await signInAsAdmin(page, 'en', '/admin')
  await expect(page.getByTestId('stat-total')).toBeVisible()
  // Until the page has been quiet for 0.5 s: a second call would come before.
  await page.waitForLoadState('networkidle')
  expect(listCalls).toHaveLength(1)
})
