import { expect, test } from '@playwright/test'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { flightSearch } from '../../fixtures/flights.ts'
import {
  asAdmin,
  fillTravellers,
  LOCALES,
  newTraveller,
  open,
  pathIn,
  payAndConfirm,
  tFor,
} from './helpers.ts'

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should pay a flight chosen on the results page at the server's price in ${locale}`, async ({
    page,
    request,
  }) => {
    // The itinerary /flight-results hands over: one the cms's flight engine found and stored.
    const search = await request.post(`${process.env.E2E_CMS_URL}/api/flights/search`, {
      data: flightSearch({ locale }),
      headers: { 'x-forwarded-for': `10.9.${locale === 'en' ? 1 : 2}.${Math.floor(Math.random() * 250)}` },
    })
    const { itineraries } = (await search.json()) as {
      itineraries: { itinerary_id: string; segments: { from: string; to: string; flight_number: string }[] }[]
    }
    const itineraryId = itineraries[0]?.itinerary_id ?? ''
    const segments = itineraries[0]?.segments ?? []

    await open(page, `${pathIn(locale, '/payment')}?itinerary_id=${itineraryId}`)
    const card = page.getByTestId('selected-flight')
    await expect(card.getByRole('heading', { name: t('payments.selectedFlight.title') })).toBeVisible()
    // The flight itself, as the results page showed it: its route and flight numbers.
    await expect(card).toContainText(
      [segments[0]?.from, ...segments.map((segment) => segment.to)].join(' → '),
    )
    await expect(card).toContainText(segments.map((segment) => segment.flight_number).join(', '))
    const total = (await card.getByTestId('total').textContent()) ?? ''
    await fillTravellers(page, locale, {
      count: 1,
      email: newTraveller(`itinerary-${locale}`).email,
      passportExpiry: addDays(nextOccurrence(1, 1), 5 * 365),
    })
    await card.getByRole('button', { name: t('payments.pay') }).click()
    await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
    await expect(page.getByTestId('checkout-amount')).toHaveText(total)
    const sessionId = new URL(page.url()).searchParams.get('session_id') ?? ''
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0)

    const { reference } = await payAndConfirm(page, locale)
    expect(reference).not.toBe('')

    const admin = await asAdmin(request)
    await admin.deleteBooking((await admin.bookingOfSession(sessionId)).id)
  })
}

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should pay a hotel stay chosen on the results page at the hotel's rates in ${locale}`, async ({
    page,
    request,
  }) => {
    const hotels = await request.get(`${process.env.E2E_CMS_URL}/api/hotels?limit=1&depth=0`)
    const [hotel] = ((await hotels.json()) as { docs: { id: number; name: string }[] }).docs
    const stay = `hotel_id=${hotel?.id}&check_in_date=${nextOccurrence(3, 10)}&check_out_date=${addDays(nextOccurrence(3, 10), 3)}&num_adults=2&num_rooms=2`

    await open(page, `${pathIn(locale, '/payment')}?${stay}`)
    const card = page.getByTestId('selected-hotel')
    await expect(card.getByText(hotel?.name ?? '')).toBeVisible()
    const total = (await card.getByTestId('total').textContent()) ?? ''
    await card
      .getByLabel(t('travellers.field.contactEmail'), { exact: true })
      .fill(newTraveller(`stay-${locale}`).email)
    await card.getByRole('button', { name: t('payments.pay') }).click()
    await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
    // The cms prices the stay itself: the same amount the card showed.
    await expect(page.getByTestId('checkout-amount')).toHaveText(total)
    const sessionId = new URL(page.url()).searchParams.get('session_id') ?? ''

    const admin = await asAdmin(request)
    await admin.deleteBooking((await admin.bookingOfSession(sessionId)).id)
  })
}
