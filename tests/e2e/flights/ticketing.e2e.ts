import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { type Locale, TICKETING_PREFIXES } from '../../../content-schema/src/index.ts'
import { unfoldCalendar } from '../../fixtures/calendar.ts'
import { paidFlightFor2 } from '../payments/helpers.ts'
import { issueTickets } from '../pocket/helpers.ts'
import { JOURNEYS, pathIn, tFor } from './helpers.ts'

// Issue 31: a paid flight waits for its tickets on manage-booking; staff enter the PNR and one
// e-ticket per passenger at the console's ticketing desk; manage-booking then shows them, the
// airline's check-in link, and gives a calendar file of the flights.
test.describe.configure({ timeout: 120_000 })

/** Finds the booking on /manage-booking in the page's language. */
async function manage(page: Page, locale: Locale, booking: { reference: string; email: string }) {
  const t = tFor(locale)
  await page.goto(`${pathIn(locale, '/manage-booking')}?reference=${booking.reference}`)
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  await page.getByLabel(t('manage.email'), { exact: true }).fill(booking.email)
  await page.getByRole('button', { name: t('manage.find') }).click()
  await expect(page.getByTestId('managed-reference')).toHaveText(booking.reference)
}

for (const { locale, viewport } of JOURNEYS) {
  const t = tFor(locale)

  test.describe(`flight tickets in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should wait for tickets, be ticketed at the desk, then show the PNR, check-in and calendar in ${locale}`, async ({
      page,
      request,
    }) => {
      const booking = await paidFlightFor2(request, `tickets-${locale}`, locale)
      await manage(page, locale, booking)
      await expect(page.getByTestId('ticket-state')).toHaveText(t('tickets.waiting', { hours: 24 }))

      const prefix = TICKETING_PREFIXES[booking.carrier] ?? '000'
      await issueTickets(page, locale, booking, async (form) => {
        // A number too short is refused under its field, what was typed kept; spaced digits are taken.
        const awa = form.getByLabel(t('admin.tickets.eTicket', { name: 'Awa Koné' }))
        await awa.fill(`${prefix} 12345`)
        await form.getByRole('button', { name: t('admin.tickets.save') }).click()
        await expect(
          form.getByRole('alert').filter({ hasText: t('validation.eTicketInvalid') }),
        ).toBeVisible()
        await expect(form.getByLabel(t('admin.tickets.pnr'))).toHaveValue('k7q2zx')
        await awa.fill(`${prefix} 2345678901`)
      })

      await manage(page, locale, booking)
      await expect(page.getByTestId('ticket-state')).toHaveText(t('tickets.ticketed', { pnr: 'K7Q2ZX' }))
      await expect(page.getByTestId('e-tickets')).toContainText(`${prefix}2345678901`)
      await expect(page.getByTestId('e-tickets')).toContainText('Mariam Diallo')
      await expect(page.getByTestId('check-in')).toHaveAttribute('href', /^https:\/\//)
      const download = page.waitForEvent('download')
      await page.getByTestId('calendar-file').click()
      const calendar = await readFile((await (await download).path())!, 'utf8')
      expect([
        calendar.includes('BEGIN:VEVENT'),
        /\(PNR\)\s*: K7Q2ZX/.test(unfoldCalendar(calendar)),
      ]).toEqual([true, true])
      await booking.remove()
    })
  })
}
