import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import {
  LOCALES,
  newTraveller,
  open,
  pathIn,
  registerThroughApi,
  signedInThroughApi,
  signIn,
  signInThroughApi,
  tFor,
} from './helpers.ts'

for (const locale of LOCALES) {
  const t = tFor(locale)

  test.describe(`traveller account in ${locale}`, () => {
    test('should sign up, sign in, edit the profile and log out', async ({ page }) => {
      const traveller = newTraveller(`journey-${locale}`)
      await open(page, pathIn(locale, '/signup'))
      await page.getByLabel(t('auth.signup.firstName'), { exact: true }).fill(traveller.firstName)
      await page.getByLabel(t('auth.signup.lastName'), { exact: true }).fill(traveller.lastName)
      await page.getByLabel(t('auth.signup.email'), { exact: true }).fill(traveller.email)
      await page.getByLabel(t('auth.signup.password'), { exact: true }).fill(traveller.password)
      await page.getByLabel(t('auth.signup.confirmPassword'), { exact: true }).fill(traveller.password)
      await page.getByLabel(t('auth.signup.acceptTerms')).check()
      await page.getByRole('button', { name: t('auth.signup.submit'), exact: true }).click()

      // The run's first account: a stack just started, with the whole suite beside it, took over 5 s to
      // answer (the form stays busy meanwhile).
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/login')}\\?registered=1$`), {
        timeout: 15_000,
      })
      await expect(page.getByText(t('auth.login.signedUpNotice'))).toBeVisible()

      await signIn(page, locale, traveller.email, traveller.password)
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}$`))
      await expect(
        page.getByRole('heading', { name: t('account.welcome', { name: traveller.firstName }) }),
      ).toBeVisible()
      await expect(page.getByText(traveller.email)).toBeVisible()

      await page.getByRole('button', { name: t('account.profile.edit') }).click()
      await page.getByLabel(t('account.profile.phone'), { exact: true }).fill('+225 07 12 34 56')
      // A country picker in the page's language, not a two-letter code.
      await page
        .getByLabel(t('account.profile.country'), { exact: true })
        .selectOption({ label: 'Côte d’Ivoire' })
      await page.getByRole('button', { name: t('common.save'), exact: true }).click()
      await expect(page.getByText(t('account.profile.saved'))).toBeVisible()
      await page.reload()
      await expect(page.getByText('+225 07 12 34 56')).toBeVisible()
      await expect(page.getByText('Côte d’Ivoire', { exact: true })).toBeVisible()

      await page.getByRole('button', { name: t('auth.logout') }).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/login')}$`))
      await open(page, pathIn(locale, '/account'))
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/login')}$`))
    })

    test('should keep what was typed and show the field errors of an invalid sign-up', async ({ page }) => {
      await open(page, pathIn(locale, '/signup'))
      await page.getByLabel(t('auth.signup.email'), { exact: true }).fill('awa@')
      await page.getByLabel(t('auth.signup.password'), { exact: true }).fill('abc')
      await page.getByRole('button', { name: t('auth.signup.submit'), exact: true }).click()
      await expect(page.getByText(t('validation.firstNameRequired'))).toBeVisible()
      await expect(page.getByText(t('validation.emailInvalid'))).toBeVisible()
      await expect(page.getByText(t('validation.passwordMin'))).toBeVisible()
      await expect(page.getByText(t('validation.termsRequired'))).toBeVisible()
      await expect(page.getByLabel(t('auth.signup.email'), { exact: true })).toHaveValue('awa@')
    })

    test('should answer an address already registered as a new one (no account enumeration)', async ({
      page,
      request,
    }) => {
      const traveller = newTraveller(`taken-${locale}`)
      await registerThroughApi(request, traveller)
      await open(page, pathIn(locale, '/signup'))
      await page.getByLabel(t('auth.signup.firstName'), { exact: true }).fill('Other')
      await page.getByLabel(t('auth.signup.lastName'), { exact: true }).fill('Person')
      await page.getByLabel(t('auth.signup.email'), { exact: true }).fill(traveller.email)
      await page.getByLabel(t('auth.signup.password'), { exact: true }).fill('another-password')
      await page.getByLabel(t('auth.signup.confirmPassword'), { exact: true }).fill('another-password')
      await page.getByLabel(t('auth.signup.acceptTerms')).check()
      await page.getByRole('button', { name: t('auth.signup.submit'), exact: true }).click()
      await page.waitForURL(/\/login\?registered=1/)
      await expect(page.getByText(t('auth.login.signedUpNotice'))).toBeVisible()
    })

    test('should refuse a wrong password with a message in the page language', async ({ page, request }) => {
      const traveller = newTraveller(`wrong-${locale}`)
      await registerThroughApi(request, traveller)
      await signIn(page, locale, traveller.email, 'not-the-password')
      await expect(page.getByText(t('errors.invalidCredentials'))).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/login')}$`))
      await expect(page.getByLabel(t('auth.login.email'), { exact: true })).toHaveValue(traveller.email)
    })

    test('should show and hide the password', async ({ page }) => {
      await open(page, pathIn(locale, '/login'))
      const password = page.getByLabel(t('auth.login.password'), { exact: true })
      await password.fill('secret')
      await page.getByRole('button', { name: t('common.showPassword') }).click()
      await expect(password).toHaveAttribute('type', 'text')
      await page.getByRole('button', { name: t('common.hidePassword') }).click()
      await expect(password).toHaveAttribute('type', 'password')
    })

    test('should send a signed-in traveller from the sign-in and sign-up pages to the account', async ({
      page,
      request,
    }) => {
      await signedInThroughApi(page, request, `redirect-${locale}`)
      await open(page, pathIn(locale, '/login'))
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}$`))
      await open(page, pathIn(locale, '/signup'))
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}$`))
    })

    test('should send a signed-out visitor from the account to the sign-in page', async ({ page }) => {
      await open(page, pathIn(locale, '/account'))
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/login')}$`))
    })

    test('should show the five tabs of the account, with savings, support and an empty bookings list', async ({
      page,
      request,
    }) => {
      const traveller = newTraveller(`tabs-${locale}`)
      await registerThroughApi(request, traveller)
      await signInThroughApi(page, traveller.email, traveller.password)
      // The tabs are server-rendered: a click lands only once the account island has hydrated
      // (a known gap, in the closing notes), as in admin-tab.e2e.ts.
      await open(page, pathIn(locale, '/account'))
      await page.getByRole('tab', { name: t('account.tab.bookings') }).click()
      await expect(page.getByText(t('account.bookings.empty'))).toBeVisible()
      // The home page's searches book every trip, in this tab (issue 32: no outside booking site).
      const bookTrip = page.getByRole('link', { name: t('account.bookings.bookTrip') })
      await expect(bookTrip).toHaveAttribute('href', pathIn(locale, '/'))
      await expect(bookTrip).not.toHaveAttribute('target', '_blank')
      await page.getByRole('tab', { name: t('account.tab.savings') }).click()
      await expect(page.getByText(/0[.,]00/)).toBeVisible()
      await page.getByRole('tab', { name: t('account.tab.support') }).click()
      await expect(page.getByText(t('account.support.faqModifyQuestion'))).toBeVisible()
      await expect(page.getByText(t('account.support.faqCancelQuestion'))).toBeVisible()
      await expect(page.getByRole('tab', { name: t('account.tab.admin') })).toHaveCount(0)
    })

    test('should pass axe on the sign-in, sign-up, reset and account pages', async ({ page, request }) => {
      // Four pages, each analysed by axe.
      test.slow()
      const traveller = newTraveller(`axe-${locale}`)
      await registerThroughApi(request, traveller)
      const violations: string[] = []
      for (const path of ['/login', '/signup', '/forgot-password']) {
        await open(page, pathIn(locale, path))
        const { violations: found } = await new AxeBuilder({ page }).analyze()
        violations.push(...found.map((violation) => `${path}: ${violation.id}`))
      }
      await signIn(page, locale, traveller.email, traveller.password)
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}$`))
      const { violations: onAccount } = await new AxeBuilder({ page }).analyze()
      violations.push(...onAccount.map((violation) => `/account: ${violation.id}`))
      expect(violations).toEqual([])
    })
  })
}
