import { expect, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { paidFlightFor2 } from '../payments/helpers.ts'
import { deleteRidesOf, paidRide } from '../taxi/helpers.ts'
import { signInAsAdmin, tFor } from './helpers.ts'

// A paid flight through the API, then the console: more than one page's worth of time.
test.describe.configure({ timeout: 90_000 })

const CASES = [
  { locale: 'en', viewport: { width: 1280, height: 900 } },
  { locale: 'fr', viewport: { width: 390, height: 844 } },
] as const satisfies readonly { locale: Locale; viewport: { width: number; height: number } }[]

for (const { locale, viewport } of CASES) {
  const t = tFor(locale)

  test.describe(`the console's booking actions in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should find a booking by a traveller's name, refund it with a reason and show it in its history, in ${locale}`, async ({
      page,
      request,
    }) => {
      // Letters only: a passport name holds no digit.
      const letters = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) =>
        String.fromCharCode(97 + (byte % 26)),
      )
      const surname = `Staffsearch${letters.join('')}`
      const booking = await paidFlightFor2(request, `actions-${locale}`, locale, surname)
      await signInAsAdmin(page, locale, '/admin/bookings')
      await page.getByRole('searchbox').fill(`mariam ${surname.toLowerCase()}`)
      await page.getByRole('button', { name: t('admin.search'), exact: true }).click()
      const manage = page.getByRole('button', {
        name: t('staffBooking.manageLabel', { reference: booking.reference }),
      })
      await expect(manage).toHaveCount(1)
      await manage.scrollIntoViewIfNeeded()
      await expect(manage).toBeInViewport({ ratio: 1 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await manage.click()

      const dialog = page.getByRole('dialog', {
        name: t('staffBooking.title', { reference: booking.reference }),
      })
      const refund = dialog.getByRole('button', {
        name: new RegExp(t('staffBooking.refundButton', { amount: '' }).trim()),
      })
      await refund.click()
      await expect(dialog.getByText(t('validation.reasonRequired'))).toBeVisible()
      const reason = `Visa refused ${surname}`
      await dialog.getByLabel(t('staffBooking.reason')).fill(reason)
      await refund.click()
      await expect(dialog.getByRole('status')).toHaveText(t('staffBooking.refunded'))
      const history = dialog.getByTestId('booking-history').getByRole('listitem')
      await expect(history).toHaveCount(1)
      await expect(history.first()).toContainText(t('staffBooking.kind.refund'))
      await expect(history.first()).toContainText(reason)
      await expect(dialog).toContainText(t('account.bookings.status.refunded'))
      await dialog.getByRole('button', { name: t('admin.bookings.close') }).click()
      await booking.remove()
    })
  })
}

test.describe('the taxi table at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("should show a paid ride's actions without a sideways scroll, its time on the place's clock", async ({
    page,
    request,
  }) => {
    const t = tFor('en')
    const traveller = await paidRide(request, 'en', 22)
    await signInAsAdmin(page, 'en', '/admin/taxi')
    const row = page.getByRole('row').filter({ hasText: traveller.email })
    await row.scrollIntoViewIfNeeded()
    const table = page.locator('.admin-table-wrap')
    expect(await table.evaluate((wrap) => wrap.scrollWidth <= wrap.clientWidth)).toBe(true)
    for (const action of [t('taxiAdmin.assign'), t('taxiAdmin.cancelRide')])
      await expect(row.getByRole('button', { name: action }).first()).toBeInViewport({ ratio: 1 })
    const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(overflows).toBe(false)
    await expect(row.locator('time')).toContainText('(Abidjan time)')
    await expect(row.locator('time')).toHaveAttribute('title', /^Your time: /)
    await deleteRidesOf(traveller.email)
  })
})
