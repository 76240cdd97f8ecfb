import { expect, test } from '@playwright/test'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import {
  asAdmin,
  LOCALES,
  newTraveller,
  open,
  pathIn,
  payAndConfirm,
  signedInThroughApi,
  startPackageCheckout,
  tFor,
} from './helpers.ts'

// Sign-in, two page loads, the payment and the mail: more than one page's worth of time.
test.describe.configure({ timeout: 60_000 })

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should pay a flight package signed in and show it in My Bookings and the mail in ${locale}`, async ({
    page,
    request,
  }) => {
    const traveller = await signedInThroughApi(page, request, `pay-flight-${locale}`)

    const { total, sessionId } = await startPackageCheckout(page, locale, 'flights', { passengers: '2' })
    await expect(page.getByTestId('checkout-amount')).toHaveText(total)
    const { reference, milliseconds } = await payAndConfirm(page, locale)
    test.info().annotations.push({ type: 'pay-to-success-ms', description: String(milliseconds) })
    console.log(`[payments] ${locale} flight package: card pay click → confirmed in ${milliseconds} ms`)
    expect(reference).toMatch(/^NX-?[2-9A-Z]{6}$/)
    await expect(page.getByTestId('amount')).toHaveText(total)

    await open(page, pathIn(locale, '/account'))
    await page.getByRole('tab', { name: t('account.tab.bookings') }).click()
    await expect(page.getByText(reference)).toBeVisible()

    // Sign-up mailed a confirmation link first: this is the booking's mail.
    const mail = await waitForMail(process.env.MAIL_API_URL!, traveller.email, new RegExp(reference), 30_000)
    // In the traveller's language, naming the booking.
    expect(mail.subject).toBe(t('paymentMail.subject', { reference }))

    const admin = await asAdmin(request)
    await admin.deleteBooking((await admin.bookingOfSession(sessionId)).id)
  })

  test(`should pay a hotel package signed out with the e-mail typed on the page in ${locale}`, async ({
    page,
    request,
  }) => {
    const email = newTraveller(`pay-hotel-${locale}`).email
    const { total, sessionId } = await startPackageCheckout(page, locale, 'hotels', {
      email,
      nights: '3',
      rooms: '2',
    })
    await expect(page.getByTestId('checkout-amount')).toHaveText(total)
    const { reference, milliseconds } = await payAndConfirm(page, locale)
    console.log(`[payments] ${locale} hotel package: card pay click → confirmed in ${milliseconds} ms`)
    await expect(page.getByText(t('payments.bookingType.hotel'), { exact: true })).toBeVisible()

    const mail = await waitForMail(process.env.MAIL_API_URL!, email, undefined, 30_000)
    // In the traveller's language, naming the booking.
    expect(mail.subject).toBe(t('paymentMail.subject', { reference }))

    const admin = await asAdmin(request)
    await admin.deleteBooking((await admin.bookingOfSession(sessionId)).id)
  })
}
