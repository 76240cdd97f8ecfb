import type { Locale } from '@nexovia/content-schema/core'
import type { TBookingLookupInput } from '@nexovia/content-schema/payments/manage'
import { callApi } from '../../lib/api/callApi'

/** Which booking: one found by reference and address, or the signed-in traveller's own by reference. */
export type NotifyTarget = { lookup: TBookingLookupInput } | { ownReference: string }

/** The VAPID public key (base64url) as PushManager takes it. */
const keyBytes = (key: string) =>
  Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (character) => character.charCodeAt(0))

/** This browser's push subscription for the site's key, made when missing (the permission asked first). */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied'
  const registration = await navigator.serviceWorker.ready
  const existing = await registration.pushManager.getSubscription()
  return (
    existing ??
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
  )
}

/** Tells the cms which booking this browser's subscription is for; whether it took it. */
export async function sendSubscription(target: NotifyTarget, locale: Locale, subscription: PushSubscription) {
  const { endpoint = '', keys } = subscription.toJSON()
  const pushSubscription = { endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } }
  const answer =
    'lookup' in target
      ? await callApi('pushSubscribe', { body: { ...target.lookup, locale, subscription: pushSubscription } })
      : await callApi('pushSubscribeOwn', {
          body: { reference: target.ownReference, locale, subscription: pushSubscription },
        })
  return answer.ok
}
