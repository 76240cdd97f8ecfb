/**
 * Issue 32's journey: search Accra for 2 adults, open a hotel's rooms and rates, choose its refundable
 * plan (the payment page offers nothing else), pay with the test checkout, find the booking on /manage-booking with its policy, cancel it, and
 * see the room offered again. In English at 1280 px and in French at 390 px.
 */
import { expect, type Page, test } from '@playwright/test'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { open, pathIn, tFor } from '../payments/helpers.ts'
import { findOnManageBooking, payForChosenStay } from './stayJourney.ts'

test.describe.configure({ timeout: 90_000 })

const RUNS = [
  { locale: 'en', viewport: { width: 1280, height: 900 }, checkIn: nextOccurrence(9, 21) },
  { locale: 'fr', viewport: { width: 390, height: 844 }, checkIn: nextOccurrence(9, 24) },
] as const

for (const run of RUNS) {
  const t = tFor(run.locale)
  const results = `${pathIn(run.locale, '/hotel-results')}?location=accra&check_in_date=${run.checkIn}&check_out_date=${addDays(run.checkIn, 2)}&num_adults=2&num_rooms=1`

  /** The rooms left of the first hotel's first room type on these nights, as its card says. */
  async function roomsLeft(page: Page, hotelName: string) {
    await open(page, results)
    const room = page
      .getByTestId('hotel-card')
      .filter({ hasText: hotelName })
      .getByTestId('room-type')
      .first()
    return Number(await room.getAttribute('data-rooms-left'))
  }

  test.describe(`a stay in a refundable plan, in ${run.locale} at ${run.viewport.width} px`, () => {
    test.use({ viewport: run.viewport })

    test('should be chosen, paid, shown with its policy, cancelled and its room offered again', async ({
      page,
    }) => {
      await open(page, results)
      const card = page.getByTestId('hotel-card').first()
      // The seeded hotel's photo, from its Payload sizes, loaded (not a plain tile).
      const photo = card.locator('img.hotel-card__image')
      await expect(photo).toHaveAttribute('srcset', /400w/)
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
      const hotelName = (await card.getByRole('heading', { level: 2 }).textContent()) ?? ''
      const before = await roomsLeft(page, hotelName)
      const rates = page.getByTestId('hotel-card').filter({ hasText: hotelName }).getByTestId('room-rates')
      await rates.getByText(t('hotels.roomTypes'), { exact: true }).click()
      await expect(rates.getByTestId('rate-plan')).toHaveCount(2)
      await rates.locator('[data-testid="rate-plan"][data-refundable="true"]').getByRole('link').click()

      await expect(page.getByTestId('selected-hotel-policy')).toContainText(
        t('hotels.plan.refundableUntil', { date: '' }).trim(),
      )
      // Nothing unrelated under the chosen stay: no package with another price for the same place.
      await expect(page.locator('[data-testid^="package-"]')).toHaveCount(0)
      const booking = await payForChosenStay(page, run.locale, `stay-${run.locale}`)
      expect(await roomsLeft(page, hotelName)).toBe(before - 1)

      await findOnManageBooking(page, run.locale, booking)
      await page.getByRole('button', { name: t('manage.cancel.start') }).click()
      const [policy = ''] = t('manage.cancel.free', { date: '§', amount: '' }).split('§')
      await expect(page.locator('main')).toContainText(policy.trim())
      await page.getByRole('button', { name: t('manage.cancel.confirm') }).click()
      await expect(page.getByTestId('managed-booking')).toContainText(t('account.bookings.status.refunded'))

      expect(await roomsLeft(page, hotelName)).toBe(before)
    })
  })
}
