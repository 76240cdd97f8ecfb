import {
  COLLECTION_SLUGS,
  type Locale,
  type TPushSubscribeInput,
  type TPushSubscribeOwnInput,
  type TPushSubscription,
  type TPushUnsubscribeInput,
} from '@nexovia/content-schema'
import type { Payload, TypedUser } from 'payload'
import { foundByReference } from '../bookings/byReference/foundByReference'
import { isUsablePushEndpoint } from './pushConfig'

export type SubscribeOutcome = { kind: 'subscribed' } | { kind: 'not_found' } | { kind: 'unusable' }

/** This browser is told of the booking the reference and address name (the same miss for either wrong). */
export async function subscribeToBooking(
  payload: Payload,
  input: TPushSubscribeInput,
): Promise<SubscribeOutcome> {
  const { subscription } = input
  if (!isUsablePushEndpoint(subscription.endpoint)) return { kind: 'unusable' }
  const found = await foundByReference(payload, input)
  if (!found) return { kind: 'not_found' }
  await keepSubscription(payload, { bookingId: found.booking.id, locale: found.locale, subscription })
  return { kind: 'subscribed' }
}

/**
 * My Bookings: the signed-in traveller's own booking named by its reference (read with their access,
 * so another's booking is the same miss as none), told in the page's language or the booking's.
 */
export async function subscribeToOwnBooking(
  payload: Payload,
  { input, user }: { input: TPushSubscribeOwnInput; user: TypedUser },
): Promise<SubscribeOutcome> {
  const { subscription } = input
  if (!isUsablePushEndpoint(subscription.endpoint)) return { kind: 'unusable' }
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookings,
    where: { reference: { equals: input.reference } },
    overrideAccess: false,
    user,
    depth: 0,
    limit: 1,
  })
  const [booking] = docs
  if (!booking) return { kind: 'not_found' }
  const locale = input.locale ?? (booking.locale as Locale)
  await keepSubscription(payload, { bookingId: booking.id, locale, subscription })
  return { kind: 'subscribed' }
}

/** One row per push address: subscribing again moves it to this booking and language. */
async function keepSubscription(
  payload: Payload,
  { bookingId, locale, subscription }: { bookingId: number; locale: Locale; subscription: TPushSubscription },
): Promise<void> {
  const data = {
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    booking: bookingId,
    locale,
  }
  const collection = COLLECTION_SLUGS.pushSubscriptions
  const updated = await payload.update({
    collection,
    where: { endpoint: { equals: subscription.endpoint } },
    data,
    depth: 0,
  })
  if (updated.docs.length > 0) return
  // Two tabs subscribing at once: the other's insert won the unique address, this one updates it.
  await payload
    .create({ collection, data, depth: 0 })
    .catch(() => payload.update({ collection, where: { endpoint: { equals: subscription.endpoint } }, data }))
}

/** The browser's push address stops receiving notices (nothing to say when it had none). */
export async function unsubscribe(payload: Payload, input: TPushUnsubscribeInput): Promise<void> {
  await payload.delete({
    collection: COLLECTION_SLUGS.pushSubscriptions,
    where: { endpoint: { equals: input.endpoint } },
  })
}
