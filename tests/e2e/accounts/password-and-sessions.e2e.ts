import { type Browser, expect, type Page, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { selectTab } from '../../fixtures/selectTab.ts'
import { newTraveller, open, pathIn, registerThroughApi, signInThroughApi, tFor } from './helpers.ts'

const JOURNEYS = [
  { locale: 'en', viewport: { width: 1280, height: 900 } },
  { locale: 'fr', viewport: { width: 390, height: 844 } },
] as const satisfies readonly { locale: Locale; viewport: { width: number; height: number } }[]

/** A second browser signed in to the same account: the "other device". */
async function otherDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_SITE_URL })
  const page = await context.newPage()
  await signInThroughApi(page, email, password)
  return page
}

/** Whether the page's browser is still signed in: the account page sends a signed-out visitor to sign in. */
async function expectSignedOut(page: Page, locale: Locale) {
  await page.goto(pathIn(locale, '/account'))
  await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/login')}`))
}

/**
 * The tabs are server-rendered: a click lands only once the account island has hydrated, and the
 * page may still be arriving when the sign-in's URL matches, so the click is repeated until the tab
 * is selected.
 */
const openSecurityTab = (page: Page, t: ReturnType<typeof tFor>) =>
  selectTab(page.getByRole('tab', { name: t('account.tab.security') }))

for (const { locale, viewport } of JOURNEYS) {
  const t = tFor(locale)

  test.describe(`password and sessions in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('should change the password, sign the other device out and mail a notice', async ({
      page,
      browser,
      request,
    }) => {
      const traveller = newTraveller(`change-${locale}`)
      await registerThroughApi(request, traveller, locale)
      const elsewhere = await otherDevice(browser, traveller.email, traveller.password)
      await signInThroughApi(page, traveller.email, traveller.password)
      await open(page, pathIn(locale, '/account'))
      await openSecurityTab(page, t)
      await page.getByLabel(t('account.security.currentPassword'), { exact: true }).fill('not-my-password')
      await page.getByLabel(t('account.security.newPassword'), { exact: true }).fill('password123')
      await page.getByLabel(t('account.security.confirmPassword'), { exact: true }).fill('password123')
      await page.getByRole('button', { name: t('account.security.submit') }).click()
      await expect(page.getByText(t('validation.passwordCommon')).first()).toBeVisible()

      await page.getByLabel(t('account.security.newPassword'), { exact: true }).fill('river lantern copper')
      await page
        .getByLabel(t('account.security.confirmPassword'), { exact: true })
        .fill('river lantern copper')
      await page.getByRole('button', { name: t('account.security.submit') }).click()
      await expect(page.getByText(t('errors.currentPasswordWrong')).first()).toBeVisible()
      // What was typed stays: only the current password needs correcting.
      await expect(page.getByLabel(t('account.security.newPassword'), { exact: true })).toHaveValue(
        'river lantern copper',
      )

      await page.getByLabel(t('account.security.currentPassword'), { exact: true }).fill(traveller.password)
      await page.getByRole('button', { name: t('account.security.submit') }).click()
      await expect(page.getByText(t('account.passwordChanged'))).toBeVisible()

      await expectSignedOut(elsewhere, locale)
      await page.reload()
      // Still signed in, on the tab it was on (the tabs are ?tab= links since issue 42).
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}(\\?tab=security)?$`))
      const mail = await waitForMail(
        process.env.MAIL_API_URL!,
        traveller.email,
        new RegExp(t('auth.mail.passwordChangedSubject')),
      )
      expect(mail.text).toContain(t('auth.mail.noticeNotYou'))
      await elsewhere.context().close()
    })

    test('should sign out everywhere, this browser included, and mail a notice', async ({
      page,
      browser,
      request,
    }) => {
      const traveller = newTraveller(`everywhere-${locale}`)
      await registerThroughApi(request, traveller, locale)
      const elsewhere = await otherDevice(browser, traveller.email, traveller.password)
      await signInThroughApi(page, traveller.email, traveller.password)
      await open(page, pathIn(locale, '/account'))
      await openSecurityTab(page, t)
      await page.getByRole('button', { name: t('account.security.signOutEverywhere') }).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/login')}$`))

      await expectSignedOut(page, locale)
      await expectSignedOut(elsewhere, locale)
      const mail = await waitForMail(
        process.env.MAIL_API_URL!,
        traveller.email,
        new RegExp(t('auth.mail.signedOutSubject')),
      )
      expect(mail.text).toContain(t('auth.mail.signedOutIntro'))
      await elsewhere.context().close()
    })
  })
}
