import { expect, test } from '@playwright/test'
import {
  asAdmin,
  LOCALES,
  newTraveller,
  open,
  pathIn,
  payWithCard,
  startPackageCheckout,
  TEST_CARDS,
  tFor,
} from './helpers.ts'

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should show a declined card, then insufficient funds, and keep the session open in ${locale}`, async ({
    page,
    request,
  }) => {
    const { sessionId } = await startPackageCheckout(page, locale, 'flights', {
      email: newTraveller(`decline-${locale}`).email,
    })
    await payWithCard(page, locale, TEST_CARDS.declined)
    await expect(page.getByRole('alert').filter({ hasText: t('payments.card.declined') })).toBeVisible()
    await payWithCard(page, locale, TEST_CARDS.insufficientFunds)
    await expect(
      page.getByRole('alert').filter({ hasText: t('payments.card.insufficientFunds') }),
    ).toBeVisible()
    // What was typed stays in the form, to correct it.
    await expect(page.getByLabel(t('payments.card.name'), { exact: true })).toHaveValue('Aminata Traoré')

    const admin = await asAdmin(request)
    await admin.deleteBooking((await admin.bookingOfSession(sessionId)).id)
  })

  test(`should cancel from the test checkout with nothing charged in ${locale}`, async ({
    page,
    request,
  }) => {
    const { sessionId } = await startPackageCheckout(page, locale, 'hotels', {
      email: newTraveller(`cancel-${locale}`).email,
    })
    await page.getByRole('link', { name: t('payments.checkout.cancel') }).click()
    // The checkout address names the public site (localhost); the path is what matters here.
    await expect(page).toHaveURL(
      new RegExp(`${pathIn(locale, '/payment/cancel')}\\?session_id=${sessionId}$`),
    )
    await expect(page.getByRole('heading', { level: 1, name: t('payments.cancel.title') })).toBeVisible()
    await expect(page.getByText(t('payments.cancel.noCharge'))).toBeVisible()
    await expect(page.getByTestId('cancel-session')).toContainText(sessionId)
    await expect(page.getByText(t('payments.cancel.reason.expired'))).toBeVisible()
    await expect(page.getByRole('link', { name: t('payments.cancel.support') })).toHaveAttribute(
      'href',
      /^mailto:/,
    )
    // Retry is one step back: the checkout of the same session, still open.
    await page.getByRole('link', { name: t('payments.cancel.retry') }).click()
    await expect(page).toHaveURL(
      new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=${sessionId}$`),
    )

    const admin = await asAdmin(request)
    await admin.deleteBooking((await admin.bookingOfSession(sessionId)).id)
  })

  test(`should say a session past its 30 minutes has expired, with no card form, in ${locale}`, async ({
    page,
    request,
  }) => {
    const { sessionId } = await startPackageCheckout(page, locale, 'flights', {
      email: newTraveller(`expired-${locale}`).email,
    })
    const admin = await asAdmin(request)
    const booking = await admin.bookingOfSession(sessionId)
    await admin.expireCheckout(booking.id)

    await page.reload()
    await expect(page.getByRole('alert').filter({ hasText: t('payments.checkout.expired') })).toBeVisible()
    await expect(page.locator('.card-form')).toHaveCount(0)

    await admin.deleteBooking(booking.id)
  })

  test(`should say no session id was provided on the success page in ${locale}`, async ({ page }) => {
    await open(page, pathIn(locale, '/payment/success'))
    await expect(page.getByText(t('errors.noPaymentSession'))).toBeVisible()
    await expect(page.getByRole('link', { name: t('payments.success.contactSupport') })).toHaveAttribute(
      'href',
      locale === 'en' ? '/#concierge' : '/fr#concierge',
    )
  })
}
