import { randomBytes, randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import {
  open,
  paidFlightFor2,
  pathIn,
  payAndConfirm,
  signedInTraveller,
  startPackageCheckout,
  tFor,
} from '../payments/helpers.ts'
import { openBooking, POCKET_SIZES, workerInControl } from './helpers.ts'

test.describe.configure({ timeout: 150_000 })

/** A push address and keys of the browser's shape (an HTTPS push service that is never called here). */
const browserSubscription = () => ({
  endpoint: `https://push.invalid/send/${randomUUID()}`,
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
})

/**
 * Headless Chromium has no push service (it refuses pushManager.subscribe), so the page's PushManager
 * answers as a push service would have: the stand-in for that outside service, behind the browser's own
 * interface (subscribe, getSubscription, unsubscribe). Its unsubscribe() is recorded in localStorage.
 */
async function standInPushService(page: Page, subscription: ReturnType<typeof browserSubscription>) {
  await page.addInitScript((json) => {
    const isSubscribed = () => localStorage.getItem('test-push-subscribed') === '1'
    const standIn = {
      endpoint: json.endpoint,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.setItem('test-push-subscribed', '0')
        localStorage.setItem('test-push-unsubscribed', json.endpoint)
        return true
      },
    } as unknown as PushSubscription
    PushManager.prototype.getSubscription = async () => (isSubscribed() ? standIn : null)
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem('test-push-subscribed', '1')
      return standIn
    }
  }, subscription)
}

const unsubscribedAddress = (page: Page) =>
  page.evaluate(() => localStorage.getItem('test-push-unsubscribed'))

/** Waits for the page's pushUnsubscribe call while `act` runs; its body and the cms's answer. */
async function unsubscribeCall(page: Page, act: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.url().endsWith('/api/bookings/push/unsubscribe')),
    act(),
  ])
  const response = await request.response()
  return { body: request.postDataJSON() as unknown, status: response?.status() }
}

for (const [locale, width] of POCKET_SIZES) {
  const t = tFor(locale)

  test(`should stop the booking's notices when the traveller forgets the device (${locale}, ${width} px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const booking = await paidFlightFor2(request, `push-forget-${locale}`, locale)
    const subscription = browserSubscription()
    await context.grantPermissions(['notifications'], { origin: new URL(process.env.E2E_SITE_URL!).origin })
    await standInPushService(page, subscription)
    await openBooking(page, locale, booking)
    await page.getByRole('button', { name: t('manage.push.start') }).click()
    await expect(page.getByTestId('push-state')).toHaveText(t('manage.push.on'))

    await open(page, pathIn(locale, '/trips'))
    const call = await unsubscribeCall(page, () =>
      page.getByRole('button', { name: t('pocket.trips.forget') }).click(),
    )
    expect(call).toEqual({ body: { endpoint: subscription.endpoint }, status: 204 })
    await expect(page.getByTestId('kept-trips-empty')).toHaveText(t('pocket.trips.empty'))
    expect(await unsubscribedAddress(page)).toBe(subscription.endpoint)
    await booking.remove()
  })

  test(`should offer notices on My Bookings and stop them on sign-out (${locale}, ${width} px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const subscription = browserSubscription()
    await context.grantPermissions(['notifications'], { origin: new URL(process.env.E2E_SITE_URL!).origin })
    await standInPushService(page, subscription)
    await signedInTraveller(page, request, locale, `push-own-${locale}`)
    await startPackageCheckout(page, locale, 'flights', { passengers: '1' })
    await payAndConfirm(page, locale)
    await open(page, `${pathIn(locale, '/account')}?tab=bookings`)
    await workerInControl(page)
    // The trip card's own button: the signed-in session is the proof, no address to type.
    const subscribed = page.waitForResponse((answer) => answer.url().endsWith('/api/bookings/own/push'))
    await page.getByRole('button', { name: t('manage.push.start') }).click()
    expect((await subscribed).status()).toBe(201)
    await expect(page.getByTestId('push-state')).toHaveText(t('manage.push.on'))

    const call = await unsubscribeCall(page, () =>
      page.getByRole('button', { name: t('auth.logout') }).click(),
    )
    expect(call).toEqual({ body: { endpoint: subscription.endpoint }, status: 204 })
    await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/login')}$`))
    expect(await unsubscribedAddress(page)).toBe(subscription.endpoint)
  })
}
