import { expect, test } from '@playwright/test'
import {
  confirmAddressFromMail,
  LOCALES,
  newTraveller,
  open,
  pathIn,
  payAndConfirm,
  registerThroughApi,
  signInThroughApi,
  startPackageCheckout,
  tFor,
} from './helpers.ts'

// A payment, a sign-up, a mail and three page loads.
test.describe.configure({ timeout: 90_000 })

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should bring a booking paid signed out into My Bookings once the same address signs up and confirms it in ${locale}`, async ({
    page,
    request,
  }) => {
    const traveller = newTraveller(`guest-${locale}`)
    await startPackageCheckout(page, locale, 'hotels', { email: traveller.email, nights: '2', rooms: '1' })
    const { reference } = await payAndConfirm(page, locale)

    await registerThroughApi(request, traveller, locale)
    await signInThroughApi(page, traveller.email, traveller.password)
    await open(page, pathIn(locale, '/account'))
    // Not proven yet: the account says so, and the booking has not joined it.
    await expect(page.getByTestId('email-verification')).toContainText(t('account.verify.notice'))
    await page.getByRole('tab', { name: t('account.tab.bookings') }).click()
    await expect(page.getByText(reference)).toHaveCount(0)

    await confirmAddressFromMail(page, locale, traveller.email)

    await page.getByRole('link', { name: t('auth.verify.toAccount') }).click()
    await expect(page.getByTestId('email-verification')).toHaveCount(0)
    await page.getByRole('tab', { name: t('account.tab.bookings') }).click()
    await expect(page.getByText(reference)).toBeVisible()
  })

  test(`should explain an invalid confirmation link in ${locale}`, async ({ page }) => {
    await open(page, `${pathIn(locale, '/verify-email')}#token=${'x'.repeat(30)}.forged`)
    await page.getByRole('button', { name: t('auth.verify.confirm') }).click()
    await expect(page.getByRole('alert')).toHaveText(t('errors.verificationLinkInvalid'))
  })
}
