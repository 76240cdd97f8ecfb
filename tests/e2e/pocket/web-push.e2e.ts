import { expect, test } from '@playwright/test'
import { paidFlightFor2, pathIn, tFor } from '../payments/helpers.ts'
import { openBooking, POCKET_SIZES } from './helpers.ts'

test.describe.configure({ timeout: 120_000 })

// Headless Chromium refuses pushManager.subscribe ("Registration failed - permission denied": it has
// no push service without Google's), so the subscription and the encrypted delivery are proved by
// tests/int/web-push.int.test.ts against a local push stand; here the browser's own part: the button,
// the refusal said plainly, and the worker showing a notice DevTools delivers to it.
for (const [locale, width] of POCKET_SIZES) {
  const t = tFor(locale)

  test(`should say plainly that notifications are blocked (${locale}, ${width} px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const booking = await paidFlightFor2(request, `push-denied-${locale}`, locale)
    await context.clearPermissions()
    await openBooking(page, locale, booking)
    await page.getByRole('button', { name: t('manage.push.start') }).click()
    await expect(page.getByTestId('push-state')).toHaveText(t('manage.push.denied'))
    await booking.remove()
  })

  test(`should show a notice pushed to the worker in the page's language (${locale}, ${width} px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const booking = await paidFlightFor2(request, `push-shown-${locale}`, locale)
    const origin = new URL(process.env.E2E_SITE_URL!).origin
    await context.grantPermissions(['notifications'], { origin })
    const cdp = await context.newCDPSession(page)
    const registrations = new Set<string>()
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const { registrationId, isDeleted } of updated)
        isDeleted ? registrations.delete(registrationId) : registrations.add(registrationId)
    })
    await cdp.send('ServiceWorker.enable')
    await openBooking(page, locale, booking)
    // A push reaches an active worker: delivered while it still installed, it was lost (seen once in a full run).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expect.poll(() => registrations.size).toBeGreaterThan(0)
    const notice = {
      title: t('manage.push.ticketedTitle'),
      body: t('manage.push.ticketedBody', { reference: booking.reference, pnr: 'K7Q2ZX' }),
      url: pathIn(locale, '/trips'),
    }
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: [...registrations].at(-1)!,
      data: JSON.stringify(notice),
    })
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map(({ title, body }) => ({ title, body }))
      })
    await expect.poll(shown).toEqual([{ title: notice.title, body: notice.body }])
    await booking.remove()
  })
}
