/**
 * Issue 29: a stay paid with MTN MoMo and cancelled online is refunded in words that match how it was
 * paid, on the page and in the mail, in the booking's language.
 */
import { expect, test } from '@playwright/test'
import { TEST_MOBILE_MONEY_PHONES } from '../../../content-schema/src/index.ts'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { chooseCurrency } from '../providers/currencyChoice.ts'
import { newTraveller, open, openCancellableStay, pathIn, tFor } from './helpers.ts'

test.describe.configure({ timeout: 120_000 })

const journeys = [
  { locale: 'en', viewport: { width: 1280, height: 900 }, subject: /cancelled/ },
  { locale: 'fr', viewport: { width: 390, height: 844 }, subject: /annulée/ },
] as const

for (const { locale, viewport, subject } of journeys) {
  const t = tFor(locale)

  test.describe(`a MoMo cancellation in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should say the refund goes back to MTN MoMo and its phone, with the wallet's delay, in ${locale}`, async ({
      page,
      request,
    }) => {
      const { email } = newTraveller(`momo-cancel-${locale}`)
      await chooseCurrency(page, locale, 'GHS')
      await openCancellableStay(page, request, locale)
      await expect(page.getByLabel(t('payments.method.label'), { exact: true })).toHaveValue(
        'mobile_money:GHS',
      )
      await page.getByLabel(t('travellers.field.contactEmail'), { exact: true }).fill(email)
      await page
        .getByTestId('selected-hotel')
        .getByRole('button', { name: t('payments.pay') })
        .click()
      await expect(page).toHaveURL(/\/payment\/checkout\?session_id=cs_/)
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      const form = page.getByTestId('mobile-money-form')
      await form.getByLabel(t('payments.momo.phone'), { exact: true }).fill(TEST_MOBILE_MONEY_PHONES.approves)
      await form.locator('button[type="submit"]').click()
      await expect(page.getByRole('heading', { name: t('payments.success.paid.title') })).toBeVisible({
        timeout: 30_000,
      })
      const reference = (await page.getByTestId('booking-reference').textContent()) ?? ''

      await open(page, pathIn(locale, '/manage-booking'))
      await page.getByLabel(t('manage.reference'), { exact: true }).fill(reference)
      await page.getByLabel(t('manage.email'), { exact: true }).fill(email)
      await page.getByRole('button', { name: t('manage.find') }).click()
      await page.getByRole('button', { name: t('manage.cancel.start') }).click()
      // Before confirming: the wallet, its masked phone and the wallet's delay; no card anywhere.
      const wallet = t('refund.to.mobileMoney', { network: 'MTN MoMo', phone: '055•••••01' })
      const confirm = page.locator('.cancel-booking__confirm')
      await expect(confirm).toContainText(wallet)
      await expect(confirm).toContainText(t('refund.delay.mobileMoney'))
      await expect(confirm).not.toContainText(/card|carte/i)
      await page.getByRole('button', { name: t('manage.cancel.confirm') }).click()
      await expect(page.getByRole('status')).toContainText(wallet)
      await expect(page.getByRole('status')).toContainText(t('refund.delay.mobileMoney'))

      const mail = await waitForMail(process.env.MAIL_API_URL!, email, subject)
      expect([mail.text.includes(wallet), /card|carte|Thank you|Merci/i.test(mail.text)]).toEqual([
        true,
        false,
      ])
    })
  })
}
