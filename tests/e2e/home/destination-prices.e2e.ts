/**
 * The home page comes from the route cache, the same for everyone: a visitor who chose a currency
 * sees the destination cards' from-prices converted in the browser. The conversion's code loads only
 * then (issue 33, the JS budget), so this proves it still arrives and runs. English at 1280 px, French at 390 px.
 */
import { expect, test } from '@playwright/test'
import { chooseCurrency } from '../providers/currencyChoice.ts'

const JOURNEYS = [
  { locale: 'en', viewport: { width: 1280, height: 900 } },
  { locale: 'fr', viewport: { width: 390, height: 844 } },
] as const

for (const { locale, viewport } of JOURNEYS) {
  test.describe(`destination prices in ${locale}`, () => {
    test.use({ viewport })

    test('should convert the destination from-prices into the chosen currency', async ({ page }) => {
      await chooseCurrency(page, locale, 'XOF')
      // chooseCurrency comes back to the home page: its cards now say CFA francs.
      await expect(page.getByTestId('destination-price').first()).toContainText('F CFA')
    })
  })
}
