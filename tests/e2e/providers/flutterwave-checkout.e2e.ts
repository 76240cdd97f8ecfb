/**
 * Issue 21's real-provider page: with FLUTTERWAVE_SECRET_KEY set (scripts/e2e.ts, E2E_FLUTTERWAVE=1), a
 * mobile-money checkout is a Flutterwave session (`flw_…`) on the site's own page. The cms charges
 * through its Flutterwave client against the local double; the traveller's phone is the double's control, which
 * posts Flutterwave's webhook like Flutterwave does.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { newTraveller, open, pathIn, tFor } from '../payments/helpers.ts'
import { seriousViolations } from '../support/accessibility.ts'
import { chooseCurrency } from './currencyChoice.ts'

test.describe.configure({ timeout: 120_000 })

/** The traveller answers on the phone: once its charge has reached Flutterwave, it is settled and the webhook posted. */
async function phoneAnswers(request: APIRequestContext, phone: string, outcome: 'approve' | 'decline') {
  const control = `${process.env.E2E_FLUTTERWAVE_CONTROL_URL}/phone/${phone}/${outcome}`
  await expect
    .poll(async () => (await request.post(control)).status(), { timeout: 20_000, intervals: [500] })
    .toBe(200)
}

const journeys = [
  { locale: 'en', viewport: { width: 1280, height: 900 }, phone: '0700000021' },
  { locale: 'fr', viewport: { width: 390, height: 844 }, phone: '0700000022' },
] as const

for (const { locale, viewport, phone } of journeys) {
  const t = tFor(locale)

  test.describe(`Flutterwave mobile money in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should pay by mobile money after a declined approval, on a page with no test mode, in ${locale}`, async ({
      page,
      request,
    }) => {
      const { email } = newTraveller(`flw-${locale}`)
      await chooseCurrency(page, locale, 'XOF')
      await open(page, pathIn(locale, '/payment'))
      await page.getByLabel(t('payments.field.email'), { exact: true }).fill(email)
      const pack = page.locator('[data-testid^="package-flights-"]').first()
      const charged = (await pack.getByTestId('charged').getAttribute('data-amount')) ?? ''
      await pack.getByRole('button', { name: t('payments.pay') }).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=flw_`))
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)

      // A real provider's page: no test-mode banner, no test numbers; the francs and the rate's date.
      await expect(page.getByTestId('test-mode')).toHaveCount(0)
      await expect(page.getByText(t('payments.momo.testHint'))).toHaveCount(0)
      await expect(page.getByTestId('checkout-amount')).toHaveText(charged)
      await expect(page.getByTestId('checkout-amount')).toContainText(/F\s?CFA/)
      await expect(page.getByTestId('checkout-converted')).toContainText(/\$/)
      await expect(page.getByLabel(t('payments.momo.network'), { exact: true })).toContainText('Orange Money')
      expect(await seriousViolations(page)).toEqual([])

      const phoneField = page.getByLabel(t('payments.momo.phone'), { exact: true })
      await phoneField.fill(phone)
      await page.getByTestId('mobile-money-form').locator('button[type="submit"]').click()
      await expect(page.getByTestId('momo-waiting')).toContainText(phone)
      await phoneAnswers(request, phone, 'decline')
      await expect(page.getByTestId('momo-failed')).toContainText(t('payments.momo.declined'))
      await expect(phoneField).toHaveValue(phone)

      // The retry awaits its own approval: the first attempt's "declined" is not its answer.
      await page.getByRole('button', { name: t('payments.momo.tryAgain') }).click()
      await expect(page.getByTestId('momo-waiting')).toBeVisible()
      await expect(page.getByTestId('momo-failed')).toHaveCount(0)
      await phoneAnswers(request, phone, 'approve')
      await expect(page.getByRole('heading', { name: t('payments.success.paid.title') })).toBeVisible({
        timeout: 30_000,
      })
    })
  })
}
