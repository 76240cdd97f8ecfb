import { expect, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { newTraveller, open, pathIn, registerThroughApi, signInThroughApi, tFor } from './helpers.ts'

const JOURNEYS = [
  { locale: 'en', viewport: { width: 1280, height: 900 } },
  { locale: 'fr', viewport: { width: 390, height: 844 } },
] as const satisfies readonly { locale: Locale; viewport: { width: number; height: number } }[]

for (const { locale, viewport } of JOURNEYS) {
  const t = tFor(locale)

  test.describe(`a new profile address in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('should keep the old address until the link mailed to the new one is confirmed', async ({
      page,
      request,
    }) => {
      const traveller = newTraveller(`address-${locale}`)
      const newAddress = `e2e-moved-${crypto.randomUUID().slice(0, 8)}@example.com`
      await registerThroughApi(request, traveller, locale)
      await signInThroughApi(page, traveller.email, traveller.password)
      await open(page, pathIn(locale, '/account'))
      await page.getByRole('button', { name: t('account.profile.edit') }).click()
      await page.getByLabel(t('account.profile.email'), { exact: true }).fill(newAddress)
      await page.getByRole('button', { name: t('common.save'), exact: true }).click()
      await expect(page.getByText(t('account.profile.emailChangeSent', { email: newAddress }))).toBeVisible()
      await expect(page.getByText(traveller.email, { exact: true })).toBeVisible()

      const oldNotice = await waitForMail(
        process.env.MAIL_API_URL!,
        traveller.email,
        new RegExp(t('auth.mail.emailChangeOldSubject')),
      )
      expect(oldNotice.text).toContain(t('auth.mail.noticeNotYou'))
      const mail = await waitForMail(
        process.env.MAIL_API_URL!,
        newAddress,
        new RegExp(t('auth.mail.emailChangeSubject')),
      )
      const link = new URL(/https?:\/\/\S+#token=[\w.-]+/.exec(mail.text)?.[0] ?? '')
      await open(page, link.pathname + link.hash)
      await page.getByRole('button', { name: t('auth.verify.confirm') }).click()
      await expect(page.getByRole('status')).toContainText(t('auth.verify.done'))
      await page.getByRole('link', { name: t('auth.verify.toAccount') }).click()
      await expect(page.getByText(newAddress, { exact: true })).toBeVisible()
    })
  })
}
