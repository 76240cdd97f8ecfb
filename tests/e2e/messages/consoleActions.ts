import { type APIRequestContext, type Browser, expect } from '@playwright/test'
import type { Locale, TBookingMessages } from '../../../content-schema/src/index.ts'
import { signInAsAdmin, tFor } from '../admin/helpers.ts'

/**
 * An administrator, in a browser of their own (the console's desktop width), assigns the one driver of
 * the ride's city in /admin/taxi; returns the driver's name as the console shows it.
 */
export async function assignDriverInConsole(browser: Browser, locale: Locale, customerEmail: string) {
  const t = tFor(locale)
  const staff = await browser.newContext()
  try {
    const page = await staff.newPage()
    await signInAsAdmin(page, locale, '/admin/taxi')
    const row = page.getByRole('row').filter({ hasText: customerEmail })
    await expect(row).toContainText(t('taxiAdmin.status.paid'))
    await row.getByRole('button', { name: t('taxiAdmin.assign') }).click()
    const driver = page.getByLabel(t('taxiAdmin.modal.driver'), { exact: true })
    await driver.selectOption({ index: 1 })
    const name = ((await driver.locator('option:checked').textContent()) ?? '').split(' · ')[0] ?? ''
    await page.getByRole('button', { name: t('taxiAdmin.modal.save'), exact: true }).click()
    await expect(row).toContainText(t('taxiAdmin.status.assigned'))
    return name
  } finally {
    await staff.close()
  }
}

/** An administrator finds the booking by its reference in /admin/bookings and refunds it with a reason. */
export async function refundInConsole(browser: Browser, locale: Locale, reference: string) {
  const t = tFor(locale)
  const staff = await browser.newContext()
  try {
    const page = await staff.newPage()
    await signInAsAdmin(page, locale, '/admin/bookings')
    await page.getByRole('searchbox').fill(reference)
    await page.getByRole('button', { name: t('admin.search'), exact: true }).click()
    await page.getByRole('button', { name: t('staffBooking.manageLabel', { reference }) }).click()
    const dialog = page.getByRole('dialog', { name: t('staffBooking.title', { reference }) })
    await dialog.getByLabel(t('staffBooking.reason')).fill('Traveller asked to cancel (e2e)')
    await dialog
      .getByRole('button', { name: new RegExp(t('staffBooking.refundButton', { amount: '' }).trim()) })
      .click()
    // The cms answers once the mail is sent and any phone message queued (notifier.ts).
    await expect(dialog.getByRole('status')).toHaveText(t('staffBooking.refunded'))
  } finally {
    await staff.close()
  }
}

/**
 * The booking's messages as staff read them (GET /api/admin/bookings/:id/messages): rows are stored
 * before the event's endpoint answers, so this shows at once what the notifier queued.
 */
export async function queuedMessagesOf(request: APIRequestContext, reference: string) {
  const cms = process.env.E2E_CMS_URL!
  const login = await request.post(`${cms}/api/admins/login`, {
    data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
  })
  if (!login.ok()) throw new Error(`admin sign-in failed: ${login.status()}`)
  const found = await request.get(
    `${cms}/api/bookings?depth=0&where[reference][equals]=${encodeURIComponent(reference)}`,
  )
  const [booking] = ((await found.json()) as { docs: { id: number }[] }).docs
  if (!booking) throw new Error(`no booking ${reference}`)
  const answer = await request.get(`${cms}/api/admin/bookings/${booking.id}/messages`)
  return (await answer.json()) as TBookingMessages
}
