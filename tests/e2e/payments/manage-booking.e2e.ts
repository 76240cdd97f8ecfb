import { expect, test } from '@playwright/test'
import { mailsTo } from '../../fixtures/mailCatcher.ts'
import { LOCALES, newTraveller, pathIn, payAndConfirm, startPackageCheckout, tFor } from './helpers.ts'

test.describe.configure({ timeout: 60_000 })

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should find a booking paid signed out by its reference and address, and mail it again in ${locale}`, async ({
    page,
  }) => {
    const { email } = newTraveller(`manage-${locale}`)
    await startPackageCheckout(page, locale, 'flights', { email, passengers: '1' })
    const { reference } = await payAndConfirm(page, locale)

    await page
      .getByRole('link', { name: t('manage.link') })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/manage-booking')}$`))
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
    const referenceField = page.getByLabel(t('manage.reference'), { exact: true })
    const emailField = page.getByLabel(t('manage.email'), { exact: true })

    // A wrong address: one message, and what was typed stays.
    await referenceField.fill(reference.toLowerCase())
    await emailField.fill(`not-${email}`)
    await page.getByRole('button', { name: t('manage.find') }).click()
    await expect(page.getByRole('alert')).toHaveText(t('manage.notFound'))
    await expect(referenceField).toHaveValue(reference.toLowerCase())

    await emailField.fill(email)
    await page.getByRole('button', { name: t('manage.find') }).click()
    await expect(page.getByTestId('managed-reference')).toHaveText(reference)
    await expect(page.getByTestId('managed-booking')).toContainText(t('account.bookings.status.confirmed'))

    const mailsBefore = (await mailsTo(process.env.MAIL_API_URL!, email)).length
    await page.getByRole('button', { name: t('manage.resend') }).click()
    await expect(page.getByRole('status')).toHaveText(t('manage.resent', { email }))
    await expect
      .poll(async () => (await mailsTo(process.env.MAIL_API_URL!, email)).length)
      .toBe(mailsBefore + 1)
  })
}
