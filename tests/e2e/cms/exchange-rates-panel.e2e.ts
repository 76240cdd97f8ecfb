/**
 * Issue 29: the exchange-rates global's "Fetch today's rates" button in the cms panel asks the cms for
 * the day's rates now; this stack has no rate source, so the administrator reads why nothing changed.
 */
import { expect, test } from '@playwright/test'
import { translate } from '../../../content-schema/src/index.ts'

const cmsUrl = process.env.E2E_CMS_URL!
const admin = { username: process.env.ADMIN_USERNAME!, password: process.env.ADMIN_PASSWORD! }

test.describe('exchange rates in the cms panel', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('should tell an administrator that fetching needs a source when none is configured', async ({
    page,
  }) => {
    await page.goto(`${cmsUrl}/admin/login`)
    await page.getByLabel(/username/i).fill(admin.username)
    await page.getByLabel(/password/i).fill(admin.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto(`${cmsUrl}/admin/globals/exchange-rates`)
    await page.getByRole('button', { name: 'Fetch today’s rates' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: translate('en', 'money.rates.noSource') }),
    ).toBeVisible()
  })
})
