import type { APIRequestContext, Page } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { AIRPORT_NAMES_FR } from '../../../content-schema/src/places/airport-names-fr.ts'
import { deleteRidesAndBookingsOf } from '../../fixtures/bookingRows.ts'
import { newTraveller, registerThroughApi, tFor } from '../accounts/helpers.ts'

/** A pick-up day some days ahead, as the date field takes it. */
export const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Types into a place field and picks the suggestion matching `choice` (after the 500 ms debounce). */
export async function choosePlace(page: Page, label: string, typed: string, choice: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(typed)
  await page.getByRole('option', { name: choice }).first().click()
}

/** Fills the ride form of /airport-taxi; the quote follows by itself 1 s later. */
export async function fillRide(
  page: Page,
  locale: Locale,
  ride: { from: [string, RegExp]; to: [string, RegExp]; date: string; time: string },
) {
  const t = tFor(locale)
  await choosePlace(page, t('taxiPage.departure'), ...ride.from)
  await choosePlace(page, t('taxiPage.destination'), ...ride.to)
  await page.getByLabel(t('taxiPage.date'), { exact: true }).fill(ride.date)
  await page.getByLabel(t('taxiPage.time'), { exact: true }).selectOption(ride.time)
  await page.getByLabel(t('taxiPage.passengers'), { exact: true }).selectOption('2')
  await page.getByLabel(t('taxiPage.luggage'), { exact: true }).selectOption('3')
}

/** Deletes the taxi bookings and rides of a customer, in the database (no one deletes them through REST). */
export const deleteRidesOf = (email: string) => deleteRidesAndBookingsOf(email)

/** The id of a customer's ride as the console lists it (the cms's administrator on `request`). */
export async function rideIdOf(request: APIRequestContext, email: string) {
  const cms = process.env.E2E_CMS_URL!
  await request.post(`${cms}/api/admins/login`, {
    data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
  })
  const answer = await request.get(`${cms}/api/taxi/admin/rides?limit=100`)
  const { rides } = (await answer.json()) as { rides: { id: number; customer_email: string }[] }
  const ride = rides.find((candidate) => candidate.customer_email === email)
  if (!ride) throw new Error(`no ride for ${email}`)
  return ride.id
}

/** Another administrator assigns the first free driver to the ride (with the site's Origin, as the console sends it). */
export async function assignThroughApi(request: APIRequestContext, rideId: number) {
  const cms = process.env.E2E_CMS_URL!
  const listed = await request.get(`${cms}/api/taxi/admin/drivers/available?ride_request_id=${rideId}`)
  const { drivers } = (await listed.json()) as { drivers: { id: number; available: boolean }[] }
  const driver = drivers.find((candidate) => candidate.available)
  const answer = await request.post(`${cms}/api/taxi/admin/assign-driver`, {
    data: { ride_request_id: rideId, driver_id: driver?.id },
    headers: { origin: new URL(process.env.PUBLIC_SITE_URL!).origin },
  })
  if (!answer.ok()) throw new Error(`assignment failed: ${answer.status()} ${await answer.text()}`)
}

const CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Awa Koné' }
const ABJ = { address: 'Félix-Houphouët-Boigny International Airport', lat: 5.2614, lng: -3.9263 }
const PLATEAU = { address: 'Rue Abdoulaye Fadiga, Plateau, Abidjan', lat: 5.3206, lng: -4.0197 }

/**
 * An Abidjan ride `days` ahead at 15:00 UTC for `customer`, quoted, booked and paid with the test card
 * through the cms's API, as whoever `request` is signed in as (no one: a guest's).
 */
export async function bookAndPayRide(
  request: APIRequestContext,
  { locale, days, customer }: { locale: 'en' | 'fr'; days: number; customer: Record<string, string> },
) {
  const cms = process.env.E2E_CMS_URL!
  const datetime = new Date(Date.now() + days * 86_400_000)
  datetime.setUTCHours(15, 0, 0, 0)
  const ride = {
    // The airport as its suggestion names it in the booking's language (the mails repeat the address).
    origin: locale === 'fr' ? { ...ABJ, address: AIRPORT_NAMES_FR.ABJ!.name } : ABJ,
    destination: PLATEAU,
    datetime: datetime.toISOString(),
    passengers: 2,
    service_type: 'yango',
    options: { child_seat: false, vip_service: false, extra_stop: false, luggage_count: 2 },
  }
  const quote = await (await request.post(`${cms}/api/taxi/quote`, { data: { ...ride, locale } })).json()
  const booked = await request.post(`${cms}/api/taxi/book`, {
    data: { customer, ride, quote_id: quote.quote_id, locale },
  })
  if (booked.status() !== 201) throw new Error(`booking failed: ${booked.status()} ${await booked.text()}`)
  const session = new URL((await booked.json()).checkout_url).searchParams.get('session_id')
  const paid = await request.post(`${cms}/api/payments/test-checkout/${session}/pay`, { data: CARD })
  if (!paid.ok()) throw new Error(`payment failed: ${paid.status()} ${await paid.text()}`)
}

/**
 * A traveller's Abidjan ride, quoted, booked while signed in (so My Bookings lists it) and paid with the
 * test card, all through the cms's API: this file is about what happens after the payment.
 */
export async function paidRide(request: APIRequestContext, locale: 'en' | 'fr', days: number) {
  const cms = process.env.E2E_CMS_URL!
  const traveller = newTraveller(`taxi-refund-${locale}`)
  await registerThroughApi(request, traveller)
  await request.post(`${cms}/api/users/login`, {
    data: { email: traveller.email, password: traveller.password },
  })
  const customer = { name: 'Awa Koné', email: traveller.email, phone: '+225 07 00 00 00 00' }
  await bookAndPayRide(request, { locale, days, customer })
  return traveller
}
