import { expect, test } from '@playwright/test'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { signInAsAdmin } from '../admin/helpers.ts'
import { LOCALES, open, pathIn, payAndConfirm, signedInThroughApi, tFor } from '../payments/helpers.ts'
import { dayAhead, deleteRidesOf, fillRide } from './helpers.ts'

// Sign-in, the quote, the payment, the console and two mails: far more than one page's worth of time.
test.describe.configure({ timeout: 120_000 })

// A Boston ride in English (dollars), an Abidjan one in French (CFA francs, taxi switched to Yango).
const RIDES = {
  // A card charges dollars or euros: a ride priced in CFA francs shows, before booking, the dollars it will charge.
  en: {
    from: ['Logan', /Logan/],
    to: ['Omni Parker', /Omni Parker House/],
    service: 'taxi',
    isConverted: false,
  },
  fr: {
    from: ['Houphou', /Houphouët-Boigny/],
    to: ['Sofitel', /Sofitel Abidjan/],
    service: 'yango',
    isConverted: true,
  },
} as const

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should book and pay a ride, and show its assigned driver in the mail and the account in ${locale}`, async ({
    page,
    request,
    browser,
  }) => {
    const traveller = await signedInThroughApi(page, request, `taxi-${locale}`)

    await open(page, pathIn(locale, '/airport-taxi'))
    const ride = RIDES[locale]
    await fillRide(page, locale, {
      from: [ride.from[0], ride.from[1]],
      to: [ride.to[0], ride.to[1]],
      date: dayAhead(12),
      time: '15:00',
    })
    await expect(page.getByLabel(t('taxiPage.serviceType'), { exact: true })).toHaveValue(ride.service)
    const quote = page.getByTestId('taxi-quote')
    await expect(quote).toBeVisible({ timeout: 10_000 })
    const total = (await page.getByTestId('taxi-total').textContent()) ?? ''
    await expect(page.getByTestId('taxi-charged')).toHaveCount(ride.isConverted ? 1 : 0)
    const charged = await page
      .getByTestId('taxi-charged')
      .evaluateAll((found) => found.map((element) => element.getAttribute('data-amount')).join(''))

    // The customer step: Book Now stays disabled, with the spec's message, until all three are filled.
    const bookNow = page.getByRole('button', { name: t('taxiPage.book'), exact: true })
    await expect(bookNow).toBeDisabled()
    await expect(page.getByText(t('validation.customerInfoRequired'))).toBeVisible()
    await page.getByLabel(t('taxiPage.customer.name'), { exact: true }).fill('Awa Koné')
    await page.getByLabel(t('taxiPage.customer.email'), { exact: true }).fill(traveller.email)
    await page.getByLabel(t('taxiPage.customer.phone'), { exact: true }).fill('+1 617 555 0100')
    await bookNow.click()

    await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
    await expect(page.getByTestId('checkout-amount')).toHaveText(ride.isConverted ? charged : total)
    await payAndConfirm(page, locale)
    await expect(
      page.locator('#main').getByText(t('payments.bookingType.taxi'), { exact: true }),
    ).toBeVisible()
    // A ride's next step is its driver, not tickets or documents.
    await expect(page.getByText(t('payments.success.nextSteps.taxi'))).toBeVisible()

    // An administrator assigns a driver in /admin/taxi (a browser of their own).
    const staff = await browser.newContext()
    const consolePage = await staff.newPage()
    await signInAsAdmin(consolePage, locale, '/admin/taxi')
    const row = consolePage.getByRole('row').filter({ hasText: traveller.email })
    await expect(row).toContainText(t('taxiAdmin.status.paid'))
    await row.getByRole('button', { name: t('taxiAdmin.assign') }).click()
    const driverSelect = consolePage.getByLabel(t('taxiAdmin.modal.driver'), { exact: true })
    await driverSelect.selectOption({ index: 1 })
    const driverName =
      ((await driverSelect.locator('option:checked').textContent()) ?? '').split(' · ')[0] ?? ''
    await consolePage.getByRole('button', { name: t('taxiAdmin.modal.save'), exact: true }).click()
    await expect(row).toContainText(t('taxiAdmin.status.assigned'))
    await expect(row).toContainText(driverName)
    await staff.close()

    // The traveller is told who drives, in their language, by mail and in My Bookings.
    const [subjectStart = ''] = t('taxiMail.assigned.subject').split('{when}')
    const mail = await waitForMail(
      process.env.MAIL_API_URL!,
      traveller.email,
      new RegExp(`^${subjectStart}`),
      30_000,
    )
    expect(mail.text).toContain(driverName)
    await open(page, pathIn(locale, '/account'))
    await page.getByRole('tab', { name: t('account.tab.bookings') }).click()
    await expect(page.getByTestId('booking-driver')).toContainText(driverName)

    await deleteRidesOf(traveller.email)
  })
}
