/**
 * Issue 32 item 2 in the browser: with Duffel Stays configured (its local double, scripts/lib/duffelStand.ts, in the E2E_DUFFEL run),
 * a search of Accra lists the supplier's hotel with its rates; its refundable rate is chosen, quoted at
 * checkout, paid, booked once paid, and /manage-booking shows the hotel's confirmation number. The
 * card's photo, from the supplier's host, loads (the page's CSP allows that host; the host itself is
 * answered here, as the machine cannot reach it). Paying without the guests is refused beside their fields.
 * In English at 1280 px and in French at 390 px.
 */
import { expect, test } from '@playwright/test'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { RECORDED_STAY } from '../../fixtures/duffelStays.ts'
import { pixelFile } from '../../fixtures/pixel.ts'
import { fillStayGuests, findOnManageBooking, payForChosenStay } from '../hotels/stayJourney.ts'
import { open, pathIn, tFor } from '../payments/helpers.ts'

test.describe.configure({ timeout: 90_000 })

const RUNS = [
  { locale: 'en', viewport: { width: 1280, height: 900 }, checkIn: nextOccurrence(2, 9) },
  { locale: 'fr', viewport: { width: 390, height: 844 }, checkIn: nextOccurrence(2, 16) },
] as const

for (const run of RUNS) {
  const t = tFor(run.locale)
  const results = `${pathIn(run.locale, '/hotel-results')}?location=Accra&check_in_date=${run.checkIn}&check_out_date=${addDays(run.checkIn, 3)}&num_adults=2&num_rooms=1`

  test.describe(`a Duffel stay, in ${run.locale} at ${run.viewport.width} px`, () => {
    test.use({ viewport: run.viewport })

    test("should be quoted, paid, booked and show the hotel's confirmation number", async ({ page }) => {
      await page.route(`${RECORDED_STAY.photoOrigin}/**`, (route) =>
        route.fulfill({ contentType: 'image/png', body: pixelFile().data }),
      )
      await open(page, results)
      const card = page.getByTestId('hotel-card').filter({ hasText: RECORDED_STAY.hotelName })
      const photo = card.locator('img.hotel-card__image')
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0)
      const rates = card.getByTestId('room-rates')
      await rates.getByText(t('hotels.roomTypes'), { exact: true }).click()
      await rates.locator('[data-testid="rate-plan"][data-refundable="true"]').getByRole('link').click()
      await expect(page.getByTestId('selected-hotel')).toContainText(RECORDED_STAY.hotelName)
      // The payment page is a new page: its Pay works once its island has hydrated (the first test of
      // a cold stack clicked before, and the click was lost).
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)

      await page
        .getByTestId('selected-hotel')
        .getByRole('button', { name: t('payments.pay') })
        .click()
      await expect(page.getByTestId('traveller-1')).toContainText(t('validation.travellerNameRequired'))
      await expect(page.getByTestId('selected-hotel')).toContainText(t('validation.phoneRequired'))
      await fillStayGuests(page, run.locale, 2)

      const booking = await payForChosenStay(page, run.locale, `duffel-stay-${run.locale}`)
      await findOnManageBooking(page, run.locale, booking)
      await expect(page.getByTestId('managed-supplier-confirmation')).toHaveText(RECORDED_STAY.confirmation)
      await expect(page.getByTestId('managed-booking')).toContainText(t('manage.supplierConfirmation'))
    })
  })
}
