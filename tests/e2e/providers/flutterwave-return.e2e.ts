/**
 * Issue 21's real-provider page, continued: a Ghana charge approved on Flutterwave's own page (the
 * double serves it) and the return to ours, which confirms only once the cms has re-queried the
 * attempt (no webhook is posted); a reload while an attempt is pending, which keeps waiting for it (and
 * during the Ghana step shows the same approval link); and a webhook lost mid-wait, which the page's
 * own re-query of the charge recovers without a reload.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { newTraveller, open, pathIn, tFor } from '../payments/helpers.ts'
import { seriousViolations } from '../support/accessibility.ts'
import { chooseCurrency } from './currencyChoice.ts'

test.describe.configure({ timeout: 120_000 })

/** Opens the checkout of the first flight package, paid by mobile money in the chosen currency. */
async function openFlutterwaveCheckout(page: Page, locale: Locale, currency: 'XOF' | 'GHS') {
  const t = tFor(locale)
  const { email } = newTraveller(`flw-back-${locale}`)
  await chooseCurrency(page, locale, currency)
  await open(page, pathIn(locale, '/payment'))
  await page.getByLabel(t('payments.field.email'), { exact: true }).fill(email)
  const pack = page.locator('[data-testid^="package-flights-"]').first()
  await pack.getByRole('button', { name: t('payments.pay') }).click()
  await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=flw_`))
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
}

/** The traveller approves on the phone; with `isWebhookLost` Flutterwave's webhook never reaches the cms. */
async function phoneApproves(request: APIRequestContext, phone: string, { isWebhookLost = false } = {}) {
  const lost = isWebhookLost ? '?webhook=lost' : ''
  const control = `${process.env.E2E_FLUTTERWAVE_CONTROL_URL}/phone/${phone}/approve${lost}`
  await expect
    .poll(async () => (await request.post(control)).status(), { timeout: 20_000, intervals: [500] })
    .toBe(200)
}

test.describe("Ghana mobile money approved on Flutterwave's page, in fr at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('should open the approval page as its own step and confirm on return after re-querying', async ({
    page,
  }) => {
    const t = tFor('fr')
    await openFlutterwaveCheckout(page, 'fr', 'GHS')
    await expect(page.getByLabel(t('payments.momo.network'), { exact: true })).toContainText('MTN MoMo')
    await page.getByLabel(t('payments.momo.phone'), { exact: true }).fill('0550000051')
    await page.getByTestId('mobile-money-form').locator('button[type="submit"]').click()

    const step = page.getByTestId('momo-approval-page')
    await expect(step).toContainText('0550000051')
    await expect(page.getByTestId('momo-waiting')).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
    await step.getByRole('link', { name: t('payments.momo.redirectOpen') }).click()

    // Flutterwave's page (the double's): approving sends the traveller back with its own query string.
    await page.getByRole('button', { name: 'Approve the payment' }).click()
    await expect(page).toHaveURL(/\/fr\/payment\/checkout\?session_id=flw_[0-9a-f]+&status=successful/)
    await expect(page.getByRole('heading', { name: t('payments.success.paid.title') })).toBeVisible({
      timeout: 30_000,
    })
  })
})

test.describe('a reload while an approval is pending, in en', () => {
  test('should keep waiting for the pending attempt, naming its phone masked, and pay when it is approved', async ({
    page,
    request,
  }) => {
    const t = tFor('en')
    const phone = '0700000052'
    await openFlutterwaveCheckout(page, 'en', 'XOF')
    await page.getByLabel(t('payments.momo.phone'), { exact: true }).fill(phone)
    await page.getByTestId('mobile-money-form').locator('button[type="submit"]').click()
    await expect(page.getByTestId('momo-waiting')).toContainText(phone)

    await page.reload()
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
    await expect(page.getByTestId('momo-waiting')).toContainText('070•••••52')
    await expect(page.getByTestId('momo-waiting')).toContainText(t('payments.momo.waiting'))
    await expect(page.getByTestId('mobile-money-form').locator('button[type="submit"]')).toBeDisabled()
    await phoneApproves(request, phone)
    await expect(page.getByRole('heading', { name: t('payments.success.paid.title') })).toBeVisible({
      timeout: 30_000,
    })
  })
})

const journeys = [
  { locale: 'en', viewport: { width: 1280, height: 900 }, ghanaPhone: '0550000053', phone: '0700000055' },
  { locale: 'fr', viewport: { width: 390, height: 844 }, ghanaPhone: '0550000054', phone: '0700000056' },
] as const

for (const { locale, viewport, ghanaPhone, phone } of journeys) {
  const t = tFor(locale)

  test.describe(`the waiting step in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should show the same approval link after a reload during the Ghana step, and pay through it, in ${locale}`, async ({
      page,
    }) => {
      await openFlutterwaveCheckout(page, locale, 'GHS')
      await page.getByLabel(t('payments.momo.phone'), { exact: true }).fill(ghanaPhone)
      await page.getByTestId('mobile-money-form').locator('button[type="submit"]').click()
      const link = page
        .getByTestId('momo-approval-page')
        .getByRole('link', { name: t('payments.momo.redirectOpen') })
      const approvalPage = await link.getAttribute('href')
      expect(approvalPage).toMatch(/^https?:\/\//)

      await page.reload()
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      const step = page.getByTestId('momo-approval-page')
      await expect(step).toContainText(`${ghanaPhone.slice(0, 3)}•••••${ghanaPhone.slice(-2)}`)
      await expect(step).toContainText(t('payments.momo.redirectFollowed'))
      await expect(page.getByTestId('momo-waiting')).toHaveCount(0)
      await expect(step.getByRole('link', { name: t('payments.momo.redirectOpen') })).toHaveAttribute(
        'href',
        approvalPage ?? '',
      )
      expect(await seriousViolations(page)).toEqual([])

      await step.getByRole('link', { name: t('payments.momo.redirectOpen') }).click()
      await page.getByRole('button', { name: 'Approve the payment' }).click()
      await expect(page.getByRole('heading', { name: t('payments.success.paid.title') })).toBeVisible({
        timeout: 30_000,
      })
    })

    test(`should pay without a reload when the webhook of an approval is lost, in ${locale}`, async ({
      page,
      request,
    }) => {
      await openFlutterwaveCheckout(page, locale, 'XOF')
      await page.getByLabel(t('payments.momo.phone'), { exact: true }).fill(phone)
      await page.getByTestId('mobile-money-form').locator('button[type="submit"]').click()
      await expect(page.getByTestId('momo-waiting')).toContainText(phone)
      await phoneApproves(request, phone, { isWebhookLost: true })
      // The page re-queries the charge after about 24 s of waiting; the status alone would wait ~3 minutes.
      await expect(page.getByRole('heading', { name: t('payments.success.paid.title') })).toBeVisible({
        timeout: 45_000,
      })
    })
  })
}
