// The rate limits of these routes are declared in their contract entries (content-schema/src/api/).

/** Search bodies are a handful of short fields. */
export const SEARCH_BODY_BYTES = 2 * 1024
/** A lead's notes may be 5,000 characters of any script (up to 4 bytes each), plus the other fields. */
export const LEAD_BODY_BYTES = 24 * 1024

/** Answers that carry a traveller's own itinerary ids: never stored by a shared cache. */
export const PRIVATE = { 'cache-control': 'private, no-store' } as const
