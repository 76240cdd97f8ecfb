import { expect, test } from '@playwright/test'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { LOCALES, newTraveller, open, pathIn, registerThroughApi, signIn, tFor } from './helpers.ts'

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should reset a forgotten password through the mailed link in ${locale}`, async ({
    page,
    request,
  }) => {
    const traveller = newTraveller(`reset-${locale}`)
    await registerThroughApi(request, traveller)
    await open(page, pathIn(locale, '/forgot-password'))
    await page.getByLabel(t('auth.login.email'), { exact: true }).fill(traveller.email)
    await page.getByRole('button', { name: t('auth.forgot.submit') }).click()
    await expect(page.getByText(t('auth.forgot.sent'))).toBeVisible()
    await expect(page.getByRole('button', { name: t('auth.reset.changeEmail') })).toBeVisible()

    const mail = await waitForMail(
      process.env.MAIL_API_URL!,
      traveller.email,
      new RegExp(t('auth.mail.resetSubject')),
    )
    const link = /https?:\/\/\S+#token=[\w-]+/.exec(mail.text)?.[0] ?? ''
    // The mailed link names the public site (localhost); the tests browse it on the same port.
    await open(page, new URL(link).pathname + new URL(link).hash)
    await expect(page.getByLabel(t('auth.reset.token'), { exact: true })).toHaveValue(
      /^[0-9A-Z]{4}-[0-9A-Z]{4}$/,
    )
    await page.getByLabel(t('auth.reset.newPassword'), { exact: true }).fill('brand-new-password')
    await page.getByLabel(t('auth.reset.confirmPassword'), { exact: true }).fill('brand-new-password')
    await page.getByRole('button', { name: t('auth.reset.submit') }).click()
    await expect(page.getByRole('heading', { name: t('auth.reset.successTitle') })).toBeVisible()

    await page.getByRole('link', { name: t('auth.reset.goToLogin') }).click()
    await signIn(page, locale, traveller.email, 'brand-new-password')
    await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}$`))
  })
}
