import { expect, type Page } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { pathIn } from '../payments/helpers.ts'

/**
 * Chooses the currency in the footer of the home page. The choice is a form whose endpoint stores the
 * cookie and redirects back: the test waits for that redirected page to replace this one, since a navigation started
 * while it is still in flight is interrupted by it (seen on the busy 2-core machine).
 */
export async function chooseCurrency(page: Page, locale: Locale, currency: 'XOF' | 'GHS') {
  await page.goto(pathIn(locale, '/'))
  // A mark on this document: gone once the redirected page has replaced it.
  await page.evaluate(() => Object.assign(window, { beforeCurrencyChoice: true }))
  await page.getByTestId('currency-select').selectOption(currency)
  await expect
    .poll(() => page.evaluate(() => !('beforeCurrencyChoice' in window)).catch(() => false))
    .toBe(true)
  await page.waitForLoadState('load')
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'nexovia_currency')?.value)
    .toBe(currency)
}
