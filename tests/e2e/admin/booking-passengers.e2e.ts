import { type APIRequestContext, expect, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { flightSearch } from '../../fixtures/flights.ts'
import { asAdmin } from '../payments/helpers.ts'
import { signInAsAdmin, tFor } from './helpers.ts'

const cms = () => process.env.E2E_CMS_URL!
const randomAddress = () => `10.${crypto.getRandomValues(new Uint8Array(3)).join('.')}`
const passportExpiry = `${new Date().getUTCFullYear() + 8}-01-31`

/** A flight for two passengers booked and paid through the cms's API (the booking path has its own e2e tests). */
async function paidFlightFor2(request: APIRequestContext, tag: string) {
  const headers = { 'x-forwarded-for': randomAddress() }
  const search = await request.post(`${cms()}/api/flights/search`, {
    data: flightSearch({ adults: 2 }),
    headers,
  })
  const { itineraries } = (await search.json()) as { itineraries: { itinerary_id: string }[] }
  const passenger = (givenNames: string, surname: string, passport: string) => ({
    title: 'ms',
    given_names: givenNames,
    surname,
    birth_date: '1988-03-14',
    nationality: 'CI',
    passport_number: passport,
    passport_expiry: passportExpiry,
  })
  const checkout = await request.post(`${cms()}/api/payments/flight/checkout`, {
    headers,
    data: {
      itinerary_id: itineraries[0]!.itinerary_id,
      passengers: 2,
      user_email: `e2e-${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      locale: 'en',
      origin_url: process.env.PUBLIC_SITE_URL,
      travellers: [passenger('Awa', 'Koné', 'CI1234567'), passenger('Mariam', 'Diallo', 'CI7654321')],
      contact_email: 'awa.kone@example.com',
      contact_phone: '+225 07 00 00 00 00',
    },
  })
  const { checkout_url } = (await checkout.json()) as { checkout_url: string }
  const sessionId = new URL(checkout_url).searchParams.get('session_id') ?? ''
  await request.post(`${cms()}/api/payments/test-checkout/${sessionId}/pay`, {
    headers,
    data: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Awa Koné' },
  })
  const admin = await asAdmin(request)
  const booking = await admin.bookingOfSession(sessionId)
  const stored = await request.get(`${cms()}/api/bookings/${booking.id}?depth=0`)
  const { reference } = (await stored.json()) as { reference: string }
  return { id: booking.id, reference, remove: () => admin.deleteBooking(booking.id) }
}

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
