import { type APIRequestContext, expect, test } from '@playwright/test'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { signInAsAdmin } from '../admin/helpers.ts'
import { LOCALES, newTraveller, open, pathIn, registerThroughApi, signIn, tFor } from '../payments/helpers.ts'
import { assignThroughApi, deleteRidesOf, rideIdOf } from './helpers.ts'

// Setup through the API, then the console, a mail and the account: more than one page's worth of time.
test.describe.configure({ timeout: 90_000 })

const CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Awa Koné' }
const ABJ = { address: 'Félix-Houphouët-Boigny International Airport', lat: 5.2614, lng: -3.9263 }
const PLATEAU = { address: 'Rue Abdoulaye Fadiga, Plateau, Abidjan', lat: 5.3206, lng: -4.0197 }

/** The part of a string before its first placeholder (the rest holds an amount or a date). */
const before = (text: string) => text.split('§')[0] ?? text

/**
 * A traveller's Abidjan ride, quoted, booked while signed in (so My Bookings lists it) and paid with the
 * test card, all through the cms's API: this file is about what happens after the payment.
 */
async function paidRide(request: APIRequestContext, locale: 'en' | 'fr', days: number) {
  const cms = process.env.E2E_CMS_URL!
  const traveller = newTraveller(`taxi-refund-${locale}`)
  await registerThroughApi(request, traveller)
  await request.post(`${cms}/api/users/login`, {
    data: { email: traveller.email, password: traveller.password },
  })
  const datetime = new Date(Date.now() + days * 86_400_000)
  datetime.setUTCHours(15, 0, 0, 0)
  const ride = {
    origin: ABJ,
    destination: PLATEAU,
    datetime: datetime.toISOString(),
    passengers: 2,
    service_type: 'yango',
    options: { child_seat: false, vip_service: false, extra_stop: false, luggage_count: 2 },
  }
  const quote = await (await request.post(`${cms}/api/taxi/quote`, { data: { ...ride, locale } })).json()
  const customer = { name: 'Awa Koné', email: traveller.email, phone: '+225 07 00 00 00 00' }
  const booked = await request.post(`${cms}/api/taxi/book`, {
    data: { customer, ride, quote_id: quote.quote_id, locale },
  })
  if (booked.status() !== 201) throw new Error(`booking failed: ${booked.status()} ${await booked.text()}`)
  const session = new URL((await booked.json()).checkout_url).searchParams.get('session_id')
  const paid = await request.post(`${cms}/api/payments/test-checkout/${session}/pay`, { data: CARD })
  if (!paid.ok()) throw new Error(`payment failed: ${paid.status()} ${await paid.text()}`)
  return traveller
}

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

    await signIn(page, locale, traveller.email, traveller.password)
    await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}$`))
    await open(page, pathIn(locale, '/account'))
    await page.getByRole('tab', { name: t('account.tab.bookings') }).click()
    await expect(page.getByText(t('account.bookings.status.refunded'), { exact: true })).toBeVisible()
    await expect(page.getByTestId('booking-refund')).toContainText(
      before(t('taxiPage.account.refunded', { amount: '§' })),
    )

    await deleteRidesOf(request, traveller.email)
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

    await deleteRidesOf(request, traveller.email)
  })
}
