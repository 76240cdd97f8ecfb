import { expect, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { paidFlightFor2 } from '../payments/helpers.ts'
import { signInAsAdmin, tFor } from './helpers.ts'

const CASES = [
  { locale: 'en', viewport: { width: 1280, height: 900 } },
  { locale: 'fr', viewport: { width: 1280, height: 900 } },
  { locale: 'en', viewport: { width: 390, height: 844 } },
] as const satisfies readonly { locale: Locale; viewport: { width: number; height: number } }[]

for (const { locale, viewport } of CASES) {
  const t = tFor(locale)

  test.describe(`the console's bookings in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should show a booking's passengers to staff, passport numbers masked until shown, in ${locale}`, async ({
      page,
      request,
    }) => {
      const booking = await paidFlightFor2(request, `console-${locale}`)
      await signInAsAdmin(page, locale, '/admin/bookings')
      await page.getByRole('searchbox').fill(booking.reference.toLowerCase())
      await page.getByRole('button', { name: t('admin.search'), exact: true }).click()
      await page
        .getByRole('button', { name: t('admin.bookings.viewLabel', { reference: booking.reference }) })
        .click()

      const dialog = page.getByRole('dialog', {
        name: t('admin.bookings.passengersTitle', { reference: booking.reference }),
      })
      const passengers = dialog.getByTestId('booking-passengers').getByRole('listitem')
      await expect(passengers).toHaveCount(2)
      await expect(passengers.first()).toContainText(`${t('travellers.titles.ms')} Awa Koné`)
      await expect(passengers.first()).toContainText(t('admin.bookings.nationality'))
      await expect(dialog).toContainText('awa.kone@example.com')
      // Masked first: only the last three characters.
      await expect(dialog.getByTestId('passport-1')).toHaveText('••••••567')
      await expect(dialog).not.toContainText('CI1234567')
      await dialog
        .getByRole('button', { name: t('admin.bookings.revealLabel', { name: 'Awa Koné' }) })
        .click()
      await expect(dialog.getByTestId('passport-1')).toHaveText('CI1234567')
      await expect(dialog.getByTestId('passport-2')).toHaveText('••••••321')
      await dialog.getByRole('button', { name: t('admin.bookings.hideLabel', { name: 'Awa Koné' }) }).click()
      await expect(dialog.getByTestId('passport-1')).toHaveText('••••••567')
      await dialog.getByRole('button', { name: t('admin.bookings.close') }).click()
      await expect(dialog).toHaveCount(0)
      await booking.remove()
    })
  })
}
