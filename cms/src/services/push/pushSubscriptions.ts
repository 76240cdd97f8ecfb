import {
  COLLECTION_SLUGS,
  type TPushSubscribeInput,
  type TPushUnsubscribeInput,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { foundByReference } from '../bookings/byReference/foundByReference'
import { isUsablePushEndpoint } from './pushConfig'

export type SubscribeOutcome = { kind: 'subscribed' } | { kind: 'not_found' } | { kind: 'unusable' }

/**
 * This browser is told of the booking the reference and address name (the same miss for either
 * wrong). One row per push address: subscribing again moves it to this booking and language.
 */
export async function subscribeToBooking(
  payload: Payload,
  input: TPushSubscribeInput,
): Promise<SubscribeOutcome> {
  const { subscription } = input
  if (!isUsablePushEndpoint(subscription.endpoint)) return { kind: 'unusable' }
  const found = await foundByReference(payload, input)
  if (!found) return { kind: 'not_found' }
  const data = {
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    booking: found.booking.id,
    locale: found.locale,
  }
  const collection = COLLECTION_SLUGS.pushSubscriptions
  const updated = await payload.update({
    collection,
    where: { endpoint: { equals: subscription.endpoint } },
    data,
    depth: 0,
  })
  if (updated.docs.length > 0) return { kind: 'subscribed' }
  // Two tabs subscribing at once: the other's insert won the unique address, this one updates it.
  await payload
    .create({ collection, data, depth: 0 })
    .catch(() => payload.update({ collection, where: { endpoint: { equals: subscription.endpoint } }, data }))
  return { kind: 'subscribed' }
}

/** The browser's push address stops receiving notices (nothing to say when it had none). */
export async function unsubscribe(payload: Payload, input: TPushUnsubscribeInput): Promise<void> {
  await payload.delete({
    collection: COLLECTION_SLUGS.pushSubscriptions,
    where: { endpoint: { equals: input.endpoint } },
  })
}
