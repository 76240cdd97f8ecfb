/**
 * Issue 42: the account's tabs are links to `?tab=…` that the server renders, so a tab clicked before
 * the island hydrates (here: its scripts never arrive) opens, in English and in French.
 */
import { expect, test } from '@playwright/test'
import { LOCALES, newTraveller, pathIn, registerThroughApi, signInThroughApi, tFor } from './helpers.ts'

for (const locale of LOCALES) {
  test(`should open the security tab clicked before the scripts load (${locale})`, async ({
    page,
    request,
  }) => {
    const t = tFor(locale)
    const traveller = newTraveller(`tabs-${locale}`)
    await registerThroughApi(request, traveller, locale)
    await signInThroughApi(page, traveller.email, traveller.password)

    // From here on no script of the site's arrives: the islands stay as the server rendered them.
    await page.route(/\/_astro\/.*\.js$/, (route) => route.abort())
    await page.goto(pathIn(locale, '/account'), { waitUntil: 'commit' })
    const security = page.getByRole('tab', { name: t('account.tab.security') })
    await security.click()

    await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}\\?tab=security$`))
    await expect(page.getByRole('tab', { name: t('account.tab.security') })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByRole('heading', { name: t('account.security.passwordTitle') })).toBeVisible()
    await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0)
  })
}
