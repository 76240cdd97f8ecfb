import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { apiError } from '../../http/jsonResponses'
import {
  type SubscribeOutcome,
  subscribeToBooking,
  subscribeToOwnBooking,
  unsubscribe,
} from '../../services/push/pushSubscriptions'
import { contractEndpoint } from '../contract/contractEndpoint'

const PRIVATE = { 'cache-control': 'private, no-store' } as const
/** A lookup plus a browser's push address (up to 1000 characters) and its two keys. */
const SUBSCRIBE_BODY_BYTES = 2048

/** The answer to a subscription: the lookup's 404 for a booking not found, a field error for an unusable address. */
function subscribeAnswer(outcome: SubscribeOutcome): Response {
  if (outcome.kind === 'not_found') return apiError(404, { message: 'manage.notFound' }, PRIVATE)
  if (outcome.kind === 'unusable')
    return apiError(
      400,
      { message: 'errors.invalidInput', fieldErrors: { subscription: 'manage.push.invalid' } },
      PRIVATE,
    )
  return Response.json({ subscribed: true }, { status: 201, headers: PRIVATE })
}

/** POST /api/bookings/lookup/push: this browser gets the booking's notices (404 as the lookup's for a wrong pair). */
const subscribe = contractEndpoint(API.pushSubscribe, {
  maxBytes: SUBSCRIBE_BODY_BYTES,
  handler: async ({ req, body }) => subscribeAnswer(await subscribeToBooking(req.payload, body)),
})

/** POST /api/bookings/own/push: My Bookings' "Notify me on this device", the traveller's own booking only. */
const subscribeOwn = contractEndpoint(API.pushSubscribeOwn, {
  maxBytes: SUBSCRIBE_BODY_BYTES,
  handler: async ({ req, body, user }) =>
    subscribeAnswer(await subscribeToOwnBooking(req.payload, { input: body, user })),
})

/** POST /api/bookings/push/unsubscribe {endpoint}: the browser holding the address stops its notices. */
const unsubscribeEndpoint = contractEndpoint(API.pushUnsubscribe, {
  maxBytes: SUBSCRIBE_BODY_BYTES,
  handler: async ({ req, body }) => {
    await unsubscribe(req.payload, body)
    return new Response(null, { status: 204, headers: PRIVATE })
  },
})

export const pushSubscriptionEndpoints: Endpoint[] = [subscribe, subscribeOwn, unsubscribeEndpoint]
