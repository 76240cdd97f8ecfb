import { createRateLimit } from '../../http/rateLimit'

// A traveller searches, changes a date or a passenger and searches again: a few a minute. More is a script,
// and with Duffel configured every search is a paid offer request.
export const searchLimit = createRateLimit({ points: 20, durationSeconds: 60 })
// The date strip: asked once beside each search.
export const datePricesLimit = createRateLimit({ points: 20, durationSeconds: 60 })
// 'Refresh Price' on several cards in a row, now and then.
export const repriceLimit = createRateLimit({ points: 30, durationSeconds: 60 })
// One lead, perhaps corrected once or twice.
export const leadLimit = createRateLimit({ points: 5, durationSeconds: 10 * 60 })

/** Search bodies are a handful of short fields. */
export const SEARCH_BODY_BYTES = 2 * 1024
/** A lead's notes may be 5,000 characters of any script (up to 4 bytes each), plus the other fields. */
export const LEAD_BODY_BYTES = 24 * 1024

/** Answers that carry a traveller's own itinerary ids: never stored by a shared cache. */
export const PRIVATE = { 'cache-control': 'private, no-store' } as const
