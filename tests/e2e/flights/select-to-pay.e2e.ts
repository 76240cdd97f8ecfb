import { expect, test } from '@playwright/test'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { fillTravellers, newTraveller, open, pathIn, payAndConfirm, tFor } from '../payments/helpers.ts'

// A search, a choice, a checkout and a payment: one path.
test.describe.configure({ timeout: 90_000 })

for (const locale of ['en', 'fr'] as const) {
  const t = tFor(locale)

  test(`should book the round trip chosen on /flights for its travellers, at the price the card showed, in ${locale}`, async ({
    page,
  }) => {
    const departDate = nextOccurrence(5, 12)
    const query = new URLSearchParams({
      origin: 'JFK',
      destination: 'ACC',
      departDate,
      returnDate: addDays(departDate, 14),
      adults: '2',
    })
    await open(page, `${pathIn(locale, '/flights')}?${query}`)
    const card = page.getByTestId('itinerary').first()
    await expect(card).toBeVisible({ timeout: 30_000 })
    const price = (await card.getByTestId('itinerary-price').textContent()) ?? ''
    await card.getByTestId('itinerary-select').click()

    await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment')}\\?itinerary_id=`))
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
    const selected = page.getByTestId('selected-flight')
    // Both ways and both travellers are in the one price the card showed.
    await expect(selected.getByTestId('total')).toHaveText(price)
    await fillTravellers(page, locale, {
      count: 2,
      email: newTraveller(`select-${locale}`).email,
      passportExpiry: addDays(departDate, 5 * 365),
    })
    await selected.getByRole('button', { name: t('payments.pay') }).click()
    await expect(page.getByTestId('checkout-amount')).toHaveText(price)
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
    const { reference } = await payAndConfirm(page, locale)
    expect(reference).toMatch(/^NX-[2-9A-Z]{6}$/)
  })
}
