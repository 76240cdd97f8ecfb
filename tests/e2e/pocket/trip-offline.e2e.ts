import { expect, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import {
  newTraveller,
  open,
  pathIn,
  payAndConfirm,
  signedInTraveller,
  startPackageCheckout,
  tFor,
} from '../payments/helpers.ts'
import { keptReferences, openBooking, workerInControl } from './helpers.ts'

test.describe.configure({ timeout: 90_000 })

const SIZES: [Locale, number][] = [
  ['en', 390],
  ['fr', 1280],
]

for (const [locale, width] of SIZES) {
  const t = tFor(locale)

  test(`should open a booking kept on the device offline, and show the offline page for a guide (${locale}, ${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const { email } = newTraveller(`pocket-${locale}`)
    await startPackageCheckout(page, locale, 'flights', { email, passengers: '1' })
    const { reference } = await payAndConfirm(page, locale)
    await openBooking(page, locale, { reference, email })
    await expect.poll(() => keptReferences(page)).toEqual([reference])

    await context.setOffline(true)
    await page.reload()
    // The kept trip, in the page's language, with when it was read.
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    const trip = page.getByTestId('kept-trip')
    await expect(trip.getByTestId('managed-reference')).toHaveText(reference)
    await expect(trip).toContainText(t('account.bookings.status.confirmed'))
    await expect(trip.getByTestId('managed-itinerary')).toBeVisible()
    const [asOf = ''] = t('pocket.trips.asOf', { time: '§' }).split('§')
    await expect(trip.getByTestId('kept-trip-as-of')).toContainText(asOf)
    await expect(page.getByRole('status').first()).toHaveText(t('pocket.trips.offline'))

    // A guide was never kept: the language's offline page stands in.
    await page.goto(pathIn(locale, '/destinations/dakar'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pocket.offline.title'))
    await expect(page.locator('html')).toHaveAttribute('lang', locale)

    // Forgotten on request: nothing is left, online or not.
    await page.getByRole('link', { name: t('pocket.offline.trips') }).click()
    await page.getByRole('button', { name: t('pocket.trips.forget') }).click()
    await expect(page.getByTestId('kept-trips-empty')).toHaveText(t('pocket.trips.empty'))
    await page.reload()
    await expect(page.getByTestId('kept-trips-empty')).toBeVisible()
    await expect(page.getByTestId('kept-trip')).toHaveCount(0)
    await context.setOffline(false)
    expect(await keptReferences(page)).toEqual([])
  })

  test(`should keep My Bookings for an offline visit and leave no trace after sign-out (${locale}, ${width} px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signedInTraveller(page, request, locale, `pocket-out-${locale}`)
    await startPackageCheckout(page, locale, 'flights', { passengers: '1' })
    const { reference } = await payAndConfirm(page, locale)
    // My Bookings keeps what it shows the signed-in traveller.
    await open(page, `${pathIn(locale, '/account')}?tab=bookings`)
    await workerInControl(page)
    await expect.poll(() => keptReferences(page)).toEqual([reference])
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByTestId('kept-trip').getByTestId('managed-reference')).toHaveText(reference)
    await context.setOffline(false)

    await open(page, pathIn(locale, '/account'))
    await page.getByRole('button', { name: t('auth.logout') }).click()
    await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/login')}$`))
    expect(await keptReferences(page)).toEqual([])

    // The next person on this browser, offline: the trips page, empty.
    await workerInControl(page)
    await context.setOffline(true)
    await page.goto(pathIn(locale, '/manage-booking'))
    await expect(page.getByTestId('kept-trips-empty')).toHaveText(t('pocket.trips.empty'))
    await expect(page.getByText(reference)).toHaveCount(0)
    await context.setOffline(false)
  })
}
