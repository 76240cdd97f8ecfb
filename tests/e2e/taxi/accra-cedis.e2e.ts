/**
 * Issue 29: an Accra airport ride is priced in cedis, its fee breakdown in cedis; the total's "≈" line
 * follows the visitor's currency (cedis chosen in English: no conversion; French's default, CFA francs).
 */
import { expect, test } from '@playwright/test'
import { open, pathIn, tFor } from '../payments/helpers.ts'
import { chooseCurrency } from '../providers/currencyChoice.ts'
import { dayAhead, fillRide } from './helpers.ts'

const journeys = [
  { locale: 'en', viewport: { width: 1280, height: 900 }, chosen: 'GHS', shown: /GHS/ },
  { locale: 'fr', viewport: { width: 390, height: 844 }, chosen: null, shown: /≈ .*F\s?CFA/ },
] as const

for (const { locale, viewport, chosen, shown } of journeys) {
  const t = tFor(locale)

  test.describe(`an Accra airport ride in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should be quoted in cedis, its fees in cedis, in ${locale}`, async ({ page }) => {
      if (chosen) await chooseCurrency(page, locale, chosen)
      await open(page, pathIn(locale, '/airport-taxi'))
      await fillRide(page, locale, {
        from: ['Kotoka', /Kotoka/],
        to: ['Labadi', /Labadi Beach Hotel/],
        date: dayAhead(12),
        time: '15:00',
      })
      const quote = page.getByTestId('taxi-quote')
      await expect(quote).toBeVisible({ timeout: 10_000 })
      await expect(page.getByTestId('taxi-total')).toContainText('GHS')
      const airportFee = quote.locator('.taxi-quote__breakdown div', {
        hasText: t('taxiPage.fee.airport_fee'),
      })
      await expect(airportFee).toContainText('GHS')
      await expect(quote.locator('.taxi-quote__breakdown')).not.toContainText(/F\s?CFA/)
      const main = chosen ? page.getByTestId('taxi-total') : page.getByTestId('taxi-display-price')
      await expect(main).toContainText(shown)
    })
  })
}
