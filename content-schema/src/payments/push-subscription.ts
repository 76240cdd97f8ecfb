import { z } from 'zod'
import { isSingleLine, msg, payload } from '../core/primitives.ts'
import { ZBookingLookupInput } from './manage.ts'

// base64url without padding: a P-256 public key is 65 bytes (87 characters), the auth secret 16 (22).
const base64url = (characters: number) =>
  z
    .string(msg('manage.push.invalid'))
    .regex(new RegExp(`^[A-Za-z0-9_-]{${characters}}$`), msg('manage.push.invalid'))

/**
 * A push service's address, as the browser's PushSubscription gives it (the cms checks its scheme). One
 * line: a NUL or other control character parses as a URL but no push service hands one out (and
 * PostgreSQL refuses a NUL in text).
 */
const pushEndpoint = z
  .string(msg('manage.push.invalid'))
  .max(1000, msg('manage.push.invalid'))
  .refine(isSingleLine, msg('manage.push.invalid'))
  .refine(
    (text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol),
    msg('manage.push.invalid'),
  )

/** The browser's PushSubscription.toJSON(), the parts a sender needs. */
export const ZPushSubscription = z.object(
  {
    endpoint: pushEndpoint,
    keys: z.object({ p256dh: base64url(87), auth: base64url(22) }, msg('manage.push.invalid')),
  },
  msg('manage.push.invalid'),
)
export type TPushSubscription = z.infer<typeof ZPushSubscription>

/** POST /api/bookings/lookup/push: this browser is told of the booking found by reference and address. */
export const ZPushSubscribeInput = ZBookingLookupInput.extend({ subscription: ZPushSubscription })
export type TPushSubscribeInput = z.infer<typeof ZPushSubscribeInput>

/** POST /api/bookings/own/push: a signed-in traveller's own booking, named by its reference alone. */
export const ZPushSubscribeOwnInput = ZBookingLookupInput.pick({ reference: true, locale: true }).extend({
  subscription: ZPushSubscription,
})
export type TPushSubscribeOwnInput = z.infer<typeof ZPushSubscribeOwnInput>

/** POST /api/bookings/push/unsubscribe: whoever holds the push address (the browser) stops its notices. */
export const ZPushUnsubscribeInput = payload({ endpoint: pushEndpoint })
export type TPushUnsubscribeInput = z.infer<typeof ZPushUnsubscribeInput>
