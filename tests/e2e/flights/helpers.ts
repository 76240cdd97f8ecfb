import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { pathIn, tFor } from '../accounts/helpers.ts'

export { LOCALES, open, pathIn, tFor } from '../accounts/helpers.ts'

const cmsUrl = () => process.env.E2E_CMS_URL!

/** A departure date some weeks ahead, so every run searches a date still to come. */
export function daysAhead(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  return date.toISOString().slice(0, 10)
}

/** JFK–ACC has nonstop flights (Delta) and connections through hubs: enough to sort and filter. */
export const flightsUrl = (locale: Locale, departDate = daysAhead(45)) =>
  `${locale === 'en' ? '' : `/${locale}`}/flights?origin=JFK&destination=ACC&departDate=${departDate}`

/** Waits for the /flights island to hydrate and the itineraries of its search to show. */
export async function openResults(page: Page, url: string) {
  await page.goto(url)
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  await expect(page.getByTestId('itinerary').first()).toBeVisible()
  return page.getByTestId('itinerary')
}

/**
 * Searches JFK → ACC from the form of /flights opened without a search, so the browser asks
 * /api/flights/search itself (a /flights URL with a search is answered by the server, issue 41):
 * for the tests that read or fake the browser's search answer.
 */
export async function searchInPage(page: Page, locale: Locale, departDate = daysAhead(45)) {
  await page.goto(pathIn(locale, '/flights'))
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  const t = tFor(locale)
  await page.getByRole('combobox', { name: t('search.from'), exact: true }).fill('JFK')
  await page.getByRole('combobox', { name: t('search.to'), exact: true }).fill('ACC')
  await page.getByLabel(t('search.departureDate'), { exact: true }).fill(departDate)
  await page.getByRole('button', { name: t('search.submit'), exact: true }).click()
}

/** The numbers the cards carry for the tests (minutes, stops), in page order. */
export const cardNumbers = (page: Page, attribute: 'data-minutes' | 'data-stops' | 'data-price') =>
  page
    .locator(attribute === 'data-price' ? '[data-testid="itinerary-price"]' : '[data-testid="itinerary"]')
    .evaluateAll((cards, name) => cards.map((card) => Number(card.getAttribute(name))), attribute)

/** A session of the seeded administrator on the cms, for reading and deleting what a journey stored. */
export async function adminSession(request: APIRequestContext) {
  const answer = await request.post(`${cmsUrl()}/api/admins/login`, {
    data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
  })
  if (!answer.ok()) throw new Error(`admin sign-in failed: ${answer.status()} ${await answer.text()}`)
}

type StoredLead = { id: number | string; itineraryId: string; name: string; locale: string }

/** The flight leads stored under this email (the admin session must be open on `request`). */
export async function leadsOf(request: APIRequestContext, email: string): Promise<StoredLead[]> {
  const answer = await request.get(
    `${cmsUrl()}/api/flight-leads?${new URLSearchParams({ 'where[email][equals]': email, depth: '0' })}`,
  )
  return ((await answer.json()) as { docs: StoredLead[] }).docs
}

export async function deleteLeads(request: APIRequestContext, email: string) {
  await request.delete(
    `${cmsUrl()}/api/flight-leads?${new URLSearchParams({ 'where[email][equals]': email })}`,
  )
}

/** The address the team's lead mails go to (site settings). */
export async function teamAddress(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${cmsUrl()}/api/globals/site-settings?depth=0`)
  return ((await answer.json()) as { email: string }).email
}

/** Each journey runs in English on a desktop and in French on a phone. */
export const JOURNEYS = [
  { locale: 'en', viewport: { width: 1280, height: 900 } },
  { locale: 'fr', viewport: { width: 390, height: 844 } },
] as const

/** The home search panel, round trip JFK → ACC on the dates given, submitted; the panel is returned. */
export async function submitHomeRoundTrip(
  page: Page,
  locale: Locale,
  dates: { depart: string; back: string },
) {
  const t = tFor(locale)
  await page.goto(pathIn(locale, '/'))
  await expect(page.locator('astro-island[component-url*="SearchPanel"]:not([ssr])')).toHaveCount(1)
  const panel = page.getByTestId('search-panel')
  await panel.getByRole('combobox', { name: t('search.from'), exact: true }).fill('JFK')
  await panel.getByRole('combobox', { name: t('search.to'), exact: true }).fill('ACC')
  await panel.getByLabel(t('search.departureDate'), { exact: true }).fill(dates.depart)
  await panel.getByLabel(t('search.returnDate'), { exact: true }).fill(dates.back)
  await panel.getByRole('button', { name: t('search.submit'), exact: true }).click()
  return panel
}

/** The home search panel, round trip JFK → ACC two weeks apart: the results page it leads to. */
export async function searchRoundTripFromHome(page: Page, locale: Locale) {
  await submitHomeRoundTrip(page, locale, { depart: daysAhead(30), back: daysAhead(44) })
  await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/flights')}\\?origin=JFK&destination=ACC`))
}

/** Holds every script of the site's build until `release` is called (what the server sent, before hydration). */
export async function holdScripts(page: Page) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/_astro/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}
