import { expect, type Locator, type Page } from '@playwright/test'
import { type Locale, TICKETING_PREFIXES } from '../../../content-schema/src/index.ts'
import { signInAsAdmin } from '../admin/helpers.ts'
import { open, pathIn, tFor } from '../payments/helpers.ts'

/** The issue's two sizes: English on a phone, French on a computer. */
export const POCKET_SIZES: [Locale, number][] = [
  ['en', 390],
  ['fr', 1280],
]

/** Waits until the page's service worker is active and controls it (registered after the page's load). */
export async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

/** Opens /manage-booking with the worker in control and finds a booking: its card is then kept. */
export async function openBooking(page: Page, locale: Locale, lookup: { reference: string; email: string }) {
  const t = tFor(locale)
  await open(page, pathIn(locale, '/manage-booking'))
  await workerInControl(page)
  await page.getByLabel(t('manage.reference'), { exact: true }).fill(lookup.reference)
  await page.getByLabel(t('manage.email'), { exact: true }).fill(lookup.email)
  await page.getByRole('button', { name: t('manage.find') }).click()
  await expect(page.getByTestId('managed-reference')).toHaveText(lookup.reference)
  await expect(page.getByTestId('trip-kept')).toHaveText(t('pocket.trips.kept'))
}

/** The references kept in this browser's IndexedDB, read as the page itself would. */
export function keptReferences(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name)
    if (!names.includes('nexovia-trips')) return []
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('nexovia-trips')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const request = database.transaction('trips').objectStore('trips').getAllKeys()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    database.close()
    return keys.map(String)
  })
}

/**
 * The ticketing desk issues a paid flight of paidFlightFor2: PNR K7Q2ZX and both e-tickets.
 * `beforeSave` acts on the filled form before its last save (a refusal on the way, say).
 */
export async function issueTickets(
  page: Page,
  locale: Locale,
  booking: { reference: string; carrier: string },
  beforeSave?: (form: Locator) => Promise<void>,
) {
  const t = tFor(locale)
  await signInAsAdmin(page, locale, '/admin/tickets')
  await page
    .getByRole('button', { name: t('admin.tickets.issueLabel', { reference: booking.reference }) })
    .click()
  const form = page.getByRole('dialog', {
    name: t('admin.tickets.formTitle', { reference: booking.reference }),
  })
  const prefix = TICKETING_PREFIXES[booking.carrier] ?? '000'
  await form.getByLabel(t('admin.tickets.pnr')).fill('k7q2zx')
  await form.getByLabel(t('admin.tickets.eTicket', { name: 'Awa Koné' })).fill(`${prefix}2345678901`)
  await form.getByLabel(t('admin.tickets.eTicket', { name: 'Mariam Diallo' })).fill(`${prefix}2345678902`)
  await beforeSave?.(form)
  await form.getByRole('button', { name: t('admin.tickets.save') }).click()
  await expect(
    page.getByText(t('admin.tickets.saved', { reference: booking.reference, pnr: 'K7Q2ZX' })),
  ).toBeVisible()
}
