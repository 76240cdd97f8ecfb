import { COLLECTION_SLUGS, type Locale } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { isUsablePushEndpoint, vapidKeys } from './pushConfig'
import { encryptPushMessage } from './pushEncryption'
import type { PushNotice } from './ticketedNotice'
import { vapidAuthorization } from './vapid'

/** A push service that does not answer within this is given up on: the desk never waits for it. */
const SEND_TIMEOUT_MS = 5000
/** How long the push service keeps a notice for a browser that is offline: a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60

/** The push service's answer that the subscription no longer exists (RFC 8030 §7.3 and common use). */
const isGone = (status: number) => status === 404 || status === 410

type Subscription = { id: number; endpoint: string; p256dh: string; auth: string; locale: Locale }

/** The booking's subscriptions, read by the server itself (nobody reads them through REST). */
async function subscriptionsOf(payload: Payload, bookingId: number): Promise<Subscription[]> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.pushSubscriptions,
    where: { booking: { equals: bookingId } },
    depth: 0,
    limit: 20,
    pagination: false,
  })
  return docs.map((doc) => ({ ...doc, id: Number(doc.id), locale: doc.locale as Locale }))
}

/** One notice to one browser: 'gone' when the push service no longer knows it. */
async function deliver(subscription: Subscription, notice: PushNotice): Promise<'sent' | 'gone' | 'failed'> {
  const keys = vapidKeys()
  if (!keys || !isUsablePushEndpoint(subscription.endpoint)) return 'failed'
  const body = encryptPushMessage(Buffer.from(JSON.stringify(notice)), subscription)
  const response = await fetch(subscription.endpoint, {
    method: 'POST',
    headers: {
      authorization: vapidAuthorization(keys, subscription.endpoint),
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(TIME_TO_LIVE_SECONDS),
      urgency: 'high',
    },
    body: new Uint8Array(body),
    redirect: 'error',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  })
  if (isGone(response.status)) return 'gone'
  return response.ok ? 'sent' : 'failed'
}

/**
 * Tells every browser subscribed to the booking, each in its own language; a subscription the push
 * service calls gone is deleted. Never throws: a failed notice is logged, the caller's action stands.
 */
export async function notifyBooking(
  payload: Payload,
  bookingId: number,
  noticeIn: (locale: Locale) => PushNotice,
): Promise<void> {
  try {
    if (!vapidKeys()) return
    for (const subscription of await subscriptionsOf(payload, bookingId)) {
      const outcome = await deliver(subscription, noticeIn(subscription.locale)).catch(
        () => 'failed' as const,
      )
      if (outcome === 'gone')
        await payload.delete({ collection: COLLECTION_SLUGS.pushSubscriptions, id: subscription.id })
      else if (outcome === 'failed')
        payload.logger.warn({ bookingId, subscription: subscription.id }, 'push notice not delivered')
    }
  } catch (error) {
    payload.logger.error({ err: error, bookingId }, 'push notices failed')
  }
}
