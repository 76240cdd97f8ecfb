import { expect, test } from '@playwright/test'
import { daysAhead, JOURNEYS, searchRoundTripFromHome } from '../flights/helpers.ts'
import { fillTravellers, newTraveller, pathIn, payAndConfirm, tFor } from '../payments/helpers.ts'

// Issue 31, item 1 with Duffel (its local double, scripts/lib/duffelStand.ts): a round trip searched on
// the home page and paid becomes an airline order, whose PNR and e-ticket manage-booking shows; the
// airline's cancellation refund is shown before the traveller confirms it.
test.describe.configure({ timeout: 150_000 })

/** The double's recorded order: its PNR and the traveller's e-ticket. */
const PNR = 'RZPNX8'
const E_TICKET = '0062430815161'

for (const { locale, viewport } of JOURNEYS) {
  const t = tFor(locale)

  test.describe(`a Duffel round trip in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should search, pay, be ticketed by the airline and cancel at its quote in ${locale}`, async ({
      page,
    }) => {
      const { email } = newTraveller(`duffel-${locale}`)
      await searchRoundTripFromHome(page, locale)
      const delta = page.getByTestId('itinerary').filter({ hasText: 'Delta Air Lines' }).first()
      await expect(delta).toBeVisible({ timeout: 30_000 })
      await delta.getByTestId('itinerary-select').click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment')}\\?itinerary_id=fo_`))
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      const selected = page.getByTestId('selected-flight')
      await fillTravellers(page, locale, { count: 1, email, passportExpiry: daysAhead(3 * 365) })
      await selected.getByRole('button', { name: t('payments.pay') }).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
      const { reference } = await payAndConfirm(page, locale)

      // The order is made right after the payment: the manage page shows the airline's PNR and e-ticket.
      await page.goto(`${pathIn(locale, '/manage-booking')}?reference=${reference}`)
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      await page.getByLabel(t('manage.email'), { exact: true }).fill(email)
      await page.getByRole('button', { name: t('manage.find') }).click()
      await expect(page.getByTestId('ticket-state')).toHaveAttribute('data-state', 'ticketed')
      await expect(page.getByTestId('ticket-state')).toContainText(PNR)
      await expect(page.getByTestId('e-tickets')).toContainText(E_TICKET)

      // Issued by the airline: cancelled at its own quote (90.80 USD), shown before confirming.
      await expect(page.getByRole('button', { name: t('manage.cancel.start') })).toHaveCount(0)
      await page.getByRole('button', { name: t('manage.airlineCancel.ask') }).click()
      const shownRefund = page.locator('[data-airline-refund]')
      await expect(shownRefund).toContainText(locale === 'fr' ? '90,80' : '$90.80')
      await expect(shownRefund).toHaveAttribute('data-airline-refund', '9080')
      await page.getByRole('button', { name: t('manage.cancel.confirm') }).click()
      await expect(page.getByTestId('managed-booking')).toContainText(t('account.bookings.status.refunded'))
      await expect(page.getByTestId('ticket-state')).toHaveAttribute('data-state', 'cancelled')
    })
  })
}
