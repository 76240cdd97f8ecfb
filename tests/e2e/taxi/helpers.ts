import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { tFor } from '../accounts/helpers.ts'

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

/** Deletes the taxi bookings and rides of a customer (the cms's administrator on `request`). */
export async function deleteRidesOf(request: APIRequestContext, email: string) {
  const cms = process.env.E2E_CMS_URL!
  const login = await request.post(`${cms}/api/admins/login`, {
    data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const where = (field: string) => `where[${field}][equals]=${encodeURIComponent(email)}`
  await request.delete(`${cms}/api/bookings?${where('email')}`)
  await request.delete(`${cms}/api/rides?${where('customerEmail')}`)
}

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
