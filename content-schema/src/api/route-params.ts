/**
 * The schemas of the route parameters and of the few queries that are not a feature's own form the contract's paths name (`:id`, `:sessionId`, …), read by
 * the cms's route builder before the handler: a parameter of the wrong shape is a 400 with the
 * parameter's message key, never a lookup (nor a 500). Requests, so zod classic, loaded on demand.
 */
import { z } from 'zod'
import { msg, recordId } from '../core/index.ts'
import { ITINERARY_ID_PATTERN } from '../flights/plain.ts'
import { CHECKOUT_SESSION_ID_PATTERN } from '../payments/plain.ts'

/** A record's id in the path: a positive integer within PostgreSQL's `integer` (parseRecordId). */
export const ZRecordIdParams = z.object({ id: recordId() })

/** A checkout session in the path: the id is the capability, so its shape is all that is checked here. */
export const ZCheckoutSessionParams = z.object({
  sessionId: z.string().regex(CHECKOUT_SESSION_ID_PATTERN, msg('paymentErrors.sessionNotFound')),
})

/** A flight offer's id, as the engine gives it (`fo_…` stored, `fs_…` signed). */
export const ZItineraryParams = z.object({
  id: z.string().regex(ITINERARY_ID_PATTERN, msg('errors.offerNotFound')),
})

/** A destination airport: any text, looked up as typed (an unknown code has no rows, not an error). */
export const ZAirportParams = z.object({ airport: z.string() })

/** A closed route's token: never read (the route answers 404 first). */
export const ZTokenParams = z.object({ token: z.string() })

/** A preview link's token (the permission, checked by the cms): missing reads as empty, refused there. */
export const ZPreviewQuery = z.object({ token: z.string().catch('') })

/** The language of an answer or of a navigation (`?locale=fr`), English otherwise. */
export { ZLocaleQuery } from '../core/index.ts'
