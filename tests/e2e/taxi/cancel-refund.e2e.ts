import { expect, test } from '@playwright/test'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { signInAsAdmin } from '../admin/helpers.ts'
import { LOCALES, open, pathIn, signInThroughApi, tFor } from '../payments/helpers.ts'
import { assignThroughApi, deleteRidesOf, paidRide, rideIdOf } from './helpers.ts'

// Setup through the API, then the console, a mail and the account: more than one page's worth of time.
test.describe.configure({ timeout: 90_000 })

/** The part of a string before its first placeholder (the rest holds an amount or a date). */
const before = (text: string) => text.split('§')[0] ?? text

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should refund a paid ride an administrator cancels, and tell the traveller in ${locale}`, async ({
    page,
    request,
    browser,
  }) => {
    const traveller = await paidRide(request, locale, locale === 'en' ? 20 : 21)

    const staff = await browser.newContext()
    const consolePage = await staff.newPage()
    await signInAsAdmin(consolePage, locale, '/admin/taxi')
    const row = consolePage.getByRole('row').filter({ hasText: traveller.email })
    await expect(row).toContainText(t('taxiAdmin.status.paid'))
    const question = new Promise<string>((resolve) => {
      consolePage.once('dialog', (dialog) => {
        resolve(dialog.message())
        void dialog.accept()
      })
    })
    await row.getByRole('button', { name: t('taxiAdmin.cancelRide'), exact: true }).click()
    expect(await question).toContain(
      before(t('taxiAdmin.cancelRefundConfirm', { name: 'Awa Koné', amount: '§' })),
    )
    await expect(row).toContainText(t('taxiAdmin.status.cancelled'))
    await staff.close()

    const mail = await waitForMail(
      process.env.MAIL_API_URL!,
      traveller.email,
      new RegExp(`^${before(t('taxiMail.cancelled.subject', { when: '§' }))}`),
      30_000,
    )
    expect(mail.text).toContain(before(t('taxiMail.cancelled.refund', { amount: '§' })))

    await signInThroughApi(page, traveller.email, traveller.password)
    await open(page, pathIn(locale, '/account'))
    await page.getByRole('tab', { name: t('account.tab.bookings') }).click()
    await expect(page.getByText(t('account.bookings.status.refunded'), { exact: true })).toBeVisible()
    await expect(page.getByTestId('booking-refund')).toContainText(
      before(t('taxiPage.account.refunded', { amount: '§' })),
    )

    await deleteRidesOf(traveller.email)
  })

  test(`should let an administrator mark an assigned ride completed in ${locale}`, async ({
    request,
    browser,
  }) => {
    const traveller = await paidRide(request, locale, locale === 'en' ? 22 : 23)
    await assignThroughApi(request, await rideIdOf(request, traveller.email))

    const staff = await browser.newContext()
    const consolePage = await staff.newPage()
    await signInAsAdmin(consolePage, locale, '/admin/taxi')
    const row = consolePage.getByRole('row').filter({ hasText: traveller.email })
    await expect(row).toContainText(t('taxiAdmin.status.assigned'))
    await row.getByRole('button', { name: t('taxiAdmin.complete'), exact: true }).click()
    await expect(row).toContainText(t('taxiAdmin.status.completed'))
    await expect(row.getByRole('button', { name: t('taxiAdmin.cancelRide'), exact: true })).toHaveCount(0)
    await staff.close()

    await deleteRidesOf(traveller.email)
  })
}
