import { expect, test } from '@playwright/test'
import { newTraveller, startPackageCheckout, tFor } from './helpers.ts'

// The checkout's expiry is the visitor's own time, its zone named in words: the server writes it in UTC.
const VISITORS = [
  { locale: 'en', timezoneId: 'America/New_York', zone: /\d{1,2}:\d{2}\s?[AP]M \(New York time\)\.$/ },
  // A whole hour in French is "18 h" (format/times.ts), otherwise "18 h 05".
  { locale: 'fr', timezoneId: 'Europe/Paris', zone: /\d{1,2}\sh(\s\d{2})? \(heure de Paris\)\.$/ },
] as const

for (const visitor of VISITORS) {
  test.describe(`checkout expiry in ${visitor.locale}`, () => {
    test.use({ timezoneId: visitor.timezoneId })

    test(`should name the visitor's time zone (${visitor.timezoneId})`, async ({ page }) => {
      const t = tFor(visitor.locale)
      const { email } = newTraveller(`expiry-${visitor.locale}`)
      await startPackageCheckout(page, visitor.locale, 'flights', { email, passengers: '1' })
      const before = t('payments.checkout.expiresAt', { time: '\u0000' }).split('\u0000')[0] ?? ''
      const hint = page.getByText(before.trim())
      await expect(hint).toHaveText(visitor.zone)
    })
  })
}
