import { expect, test } from '@playwright/test'
import {
  open,
  paidFlightFor2,
  pathIn,
  payAndConfirm,
  signedInTraveller,
  startPackageCheckout,
  tFor,
} from '../payments/helpers.ts'
import { issueTickets, keptReferences, openBooking, POCKET_SIZES, workerInControl } from './helpers.ts'

test.describe.configure({ timeout: 120_000 })

for (const [locale, width] of POCKET_SIZES) {
  const t = tFor(locale)

  test(`should open a ticketed flight kept on the device offline, and show the offline page for a guide (${locale}, ${width} px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const booking = await paidFlightFor2(request, `pocket-${locale}`, locale)
    await issueTickets(page, locale, booking)
    await openBooking(page, locale, booking)
    await expect(page.getByTestId('ticket-state')).toHaveText(t('tickets.ticketed', { pnr: 'K7Q2ZX' }))
    const shown = await page.getByTestId('managed-booking').textContent()
    await expect.poll(() => keptReferences(page)).toEqual([booking.reference])

    await context.setOffline(true)
    await page.reload()
    // The kept trip, in the page's language, as the page showed it (flights with their times and zones,
    // the PNR and e-tickets), with when it was read.
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    const trip = page.getByTestId('kept-trip')
    await expect(trip.getByTestId('managed-reference')).toHaveText(booking.reference)
    await expect(trip.getByTestId('ticket-state')).toHaveText(t('tickets.ticketed', { pnr: 'K7Q2ZX' }))
    await expect(trip.getByTestId('e-tickets').getByRole('listitem')).toHaveCount(2)
    await expect(trip.getByTestId('managed-itinerary')).toBeVisible()
    expect(await trip.getByTestId('managed-booking').textContent()).toBe(shown)
    const [asOf = ''] = t('pocket.trips.asOf', { time: '§' }).split('§')
    await expect(trip.getByTestId('kept-trip-as-of')).toContainText(asOf)
    await expect(page.getByRole('status').first()).toHaveText(t('pocket.trips.offline'))

    // A guide was never kept: the language's offline page stands in.
    // The address first: a failure then says whether the guide's navigation was superseded (still on
    // manage-booking) or the worker stood in with the wrong kept page (at the guide's address).
    // Seen once in a full run: the page back at manage-booking after the guide's navigation. A failure
    // lists the page's navigations (the kept trips now never reload once a navigation has begun).
    const navigations: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname)
    })
    await page.goto(pathIn(locale, '/destinations/dakar'))
    await expect(page)
      .toHaveURL(new RegExp(`${pathIn(locale, '/destinations/dakar')}$`))
      .catch((error: Error) => {
        throw new Error(`${error.message}\nthe page's navigations: ${navigations.join(' → ')}`)
      })
    await expect(page.getByTestId('offline-page')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pocket.offline.title'))
    await expect(page.locator('html')).toHaveAttribute('lang', locale)

    // Forgotten on request: nothing is left, online or not.
    await page.getByRole('link', { name: t('pocket.offline.trips') }).click()
    await page.getByRole('button', { name: t('pocket.trips.forget') }).click()
    await expect(page.getByTestId('kept-trips-empty')).toHaveText(t('pocket.trips.empty'))
    await page.reload()
    await expect(page.getByTestId('kept-trips-empty')).toBeVisible()
    await expect(page.getByTestId('kept-trip')).toHaveCount(0)
    // Back online, the trips page reloads itself from the network: still nothing kept.
    await context.setOffline(false)
    await expect(page.getByText(t('pocket.trips.offline'))).toHaveCount(0)
    await expect(page.getByTestId('kept-trips-empty')).toBeVisible()
    await expect.poll(() => keptReferences(page).catch(() => null)).toEqual([])
    await booking.remove()
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
    await expect(page.getByRole('status').first()).toHaveText(t('pocket.trips.offline'))
    // Back online, the stand-in reloads itself: the account comes back, its bookings read afresh.
    await context.setOffline(false)
    await expect(page.getByTestId('booking-amount')).toBeVisible({ timeout: 10_000 })
    await expect(page.getByTestId('kept-trip')).toHaveCount(0)

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
