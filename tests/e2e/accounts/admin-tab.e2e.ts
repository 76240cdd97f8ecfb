import { expect, test } from '@playwright/test'
import { newTraveller, open, registerThroughApi, signInThroughApi, tFor } from './helpers.ts'

const cmsUrl = process.env.E2E_CMS_URL!
const t = tFor('en')

test('should show the administration tab to a traveller also signed in to the cms admin, and keep both sessions', async ({
  page,
  request,
}) => {
  // Two applications and the cms admin panel, the heaviest page of the stack: triple time.
  test.slow()
  const traveller = newTraveller('admin-tab')
  await registerThroughApi(request, traveller)
  await page.goto(`${cmsUrl}/admin/login`)
  await page.getByLabel(/username/i).fill(process.env.ADMIN_USERNAME!)
  await page.getByLabel(/password/i).fill(process.env.ADMIN_PASSWORD!)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await signInThroughApi(page, traveller.email, traveller.password)
  // The tabs are server-rendered: a click lands only once the account island has hydrated.
  await open(page, '/account')
  await page.getByRole('tab', { name: t('account.tab.admin') }).click()
  await expect(page.getByRole('link', { name: t('account.admin.link') })).toBeVisible()

  await page.goto(`${cmsUrl}/admin`)
  await expect(page.locator('a[href="/admin/collections/posts"]').first()).toBeVisible()
})
