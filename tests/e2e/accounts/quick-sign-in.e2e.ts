import { expect, test } from '@playwright/test'
import { LOCALES, open, pathIn, tFor } from './helpers.ts'

// The provider sends the browser back to the public address (PUBLIC_SITE_URL): the whole journey
// runs there so that the sign-in attempt's cookie comes back with it.
const publicSite = process.env.PUBLIC_SITE_URL!

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should sign a new traveller in through the OpenID Connect provider in ${locale}`, async ({
    page,
  }) => {
    const email = `e2e-oidc-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`
    await open(page, `${publicSite}${pathIn(locale, '/login')}`)
    await page.getByRole('link', { name: t('auth.login.quickSignIn') }).click()

    // oidc-provider's development login form: any password; the login is the account's e-mail.
    await page.locator('input[name="login"]').fill(email)
    await page.locator('input[name="password"]').fill('any-password')
    await page.locator('button[type="submit"]').click()

    await expect(page).toHaveURL(`${publicSite}${pathIn(locale, '/account')}`)
    await expect(page.getByText(email)).toBeVisible()
    await expect(page.getByText(t('account.profile.authType.oidc'))).toBeVisible()
  })

  test(`should show the error and return to sign-in after a failed callback in ${locale}`, async ({
    page,
  }) => {
    await open(page, `${publicSite}${pathIn(locale, '/auth/callback')}?code=forged&state=forged`)
    await expect(page.getByText(t('auth.callback.error'))).toBeVisible()
    await expect(page).toHaveURL(`${publicSite}${pathIn(locale, '/login')}`, { timeout: 10_000 })
  })
}
