/**
 * Issue 42: the console names a booking's item in the console's language, not its traveller's: a
 * flight booked in French ("Vol ATL → ACC …") reads "Flight ATL → ACC …" in the English console.
 */
import { expect, test } from '@playwright/test'
import { paidFlightFor2 } from '../payments/helpers.ts'
import { signInAsAdmin } from './helpers.ts'

test.describe.configure({ timeout: 90_000 })
test.use({ viewport: { width: 1280, height: 900 } })

test('should show a French traveller’s flight in English in the English console', async ({
  page,
  request,
}) => {
  const booking = await paidFlightFor2(request, 'item-names', 'fr', 'Itemnames')
  try {
    await signInAsAdmin(page, 'en', '/admin/bookings')
    const row = page.getByRole('row').filter({ hasText: booking.reference })
    await expect(row).toContainText(/Flight [A-Z]{3} → [A-Z]{3}/)
    await expect(row).not.toContainText('Vol ')
  } finally {
    await booking.remove()
  }
})
