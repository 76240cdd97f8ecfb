import { expect, test } from '@playwright/test'
import { signInAsAdmin } from '../admin/helpers.ts'
import { newTraveller, open, payAndConfirm, tFor } from '../payments/helpers.ts'
import { assignThroughApi, dayAhead, deleteRidesOf, fillRide, rideIdOf } from './helpers.ts'

test.describe.configure({ timeout: 90_000 })

const t = tFor('en')

test('should say plainly that another administrator assigned the ride first, and reload the list', async ({
  page,
  request,
  browser,
}) => {
  const email = newTraveller('taxi-race').email
  await open(page, '/airport-taxi')
  await fillRide(page, 'en', {
    from: ['Logan', /Logan/],
    to: ['Omni Parker', /Omni Parker House/],
    date: dayAhead(14),
    time: '09:00',
  })
  await expect(page.getByTestId('taxi-quote')).toBeVisible({ timeout: 10_000 })
  await page.getByLabel(t('taxiPage.customer.name'), { exact: true }).fill('Kofi Mensah')
  await page.getByLabel(t('taxiPage.customer.email'), { exact: true }).fill(email)
  await page.getByLabel(t('taxiPage.customer.phone'), { exact: true }).fill('+1 617 555 0111')
  await page.getByRole('button', { name: t('taxiPage.book'), exact: true }).click()
  await expect(page).toHaveURL(/\/payment\/checkout\?session_id=cs_/)
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  await payAndConfirm(page, 'en')

  const staff = await browser.newContext()
  const consolePage = await staff.newPage()
  await signInAsAdmin(consolePage, 'en', '/admin/taxi')
  const row = consolePage.getByRole('row').filter({ hasText: email })
  await row.getByRole('button', { name: t('taxiAdmin.assign') }).click()
  await consolePage.getByLabel(t('taxiAdmin.modal.driver'), { exact: true }).selectOption({ index: 1 })
  // Meanwhile another administrator gives the ride a driver.
  await assignThroughApi(request, await rideIdOf(request, email))
  await consolePage.getByRole('button', { name: t('taxiAdmin.modal.save'), exact: true }).click()

  await expect(
    consolePage.getByText(t('taxiAdmin.conflict', { detail: t('taxiErrors.rideNotPaid') }), { exact: true }),
  ).toBeVisible()
  await expect(row).toContainText(t('taxiAdmin.status.assigned'))
  await staff.close()
  await deleteRidesOf(email)
})
