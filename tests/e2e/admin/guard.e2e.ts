import { expect, request as newRequest, test } from '@playwright/test'
import { signInThroughApi } from '../accounts/helpers.ts'
import {
  fillAdminLogin,
  LOCALES,
  newTraveller,
  open,
  pathIn,
  registerThroughApi,
  tFor,
  uniqueTag,
} from './helpers.ts'

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should send a visitor without a staff session to the sign-in and back to the asked page (${locale})`, async ({
    page,
  }) => {
    await page.goto(pathIn(locale, '/admin/concierge'))
    await expect(page).toHaveURL(
      `${pathIn(locale, '/admin/login')}?next=${encodeURIComponent(pathIn(locale, '/admin/concierge'))}`,
    )
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
    await fillAdminLogin(page, locale, process.env.ADMIN_USERNAME!, process.env.ADMIN_PASSWORD!)
    await expect(page.getByText(t('admin.login.success'))).toBeVisible()
    await expect(page).toHaveURL(pathIn(locale, '/admin/concierge'))
    await expect(page.getByRole('heading', { name: t('admin.concierge.title'), level: 1 })).toBeVisible()
    // The header names the administrator instead of offering the travellers' Sign In / Sign Up.
    const header = page.locator('.site-header')
    await expect(header.getByTestId('staff-identity')).toHaveText(
      t('admin.signedInAs', { name: process.env.ADMIN_USERNAME! }),
    )
    await expect(header.getByRole('link', { name: t('nav.signIn'), exact: true })).toHaveCount(0)
  })

  test(`should refuse unknown staff credentials with the spec's message (${locale})`, async ({ page }) => {
    await open(page, pathIn(locale, '/admin/login'))
    await fillAdminLogin(page, locale, uniqueTag('nobody'), 'not-the-password')
    await expect(page.getByRole('alert')).toHaveText(t('errors.adminLoginFailed'))
  })

  test(`should ask for both fields when they are blank after trimming (${locale})`, async ({ page }) => {
    await open(page, pathIn(locale, '/admin/login'))
    await fillAdminLogin(page, locale, '   ', '   ')
    await expect(page.getByRole('alert')).toHaveText(t('validation.fillAllFields'))
  })

  test(`should refuse the console to a signed-in traveller with a 403 page (${locale})`, async ({
    page,
    request,
  }) => {
    const traveller = newTraveller('admin-guard')
    await registerThroughApi(request, traveller)
    await signInThroughApi(page, traveller.email, traveller.password)
    const answer = await page.goto(pathIn(locale, '/admin'))
    expect(answer?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: t('admin.forbidden.title') })).toBeVisible()
  })
}

test('should refuse the operations pages to an editor who signs in at /admin/login', async ({ page }) => {
  const t = tFor('fr')
  const editor = {
    username: uniqueTag('editor'),
    name: 'Fatou Editor',
    password: 'editor-correct-horse',
    roles: ['editor'],
  }
  const asAdmin = await newRequest.newContext({ baseURL: process.env.E2E_CMS_URL })
  await asAdmin.post('/api/admins/login', {
    data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
  })
  const created = await asAdmin.post('/api/admins', { data: editor })
  expect(created.status()).toBe(201)
  await asAdmin.dispose()

  await open(page, pathIn('fr', '/admin/login'))
  await fillAdminLogin(page, 'fr', editor.username, editor.password)
  await expect(page.getByRole('heading', { name: t('admin.forbidden.title') })).toBeVisible()
  const answer = await page.goto(pathIn('fr', '/admin/concierge'))
  expect(answer?.status()).toBe(403)
  expect((await page.request.get('/api/concierge/requests')).status()).toBe(403)
})
