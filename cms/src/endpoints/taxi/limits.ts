import { createRateLimit } from '../../http/rateLimit'

// The page re-quotes 1 s after each change of the form: dozens a minute while a traveller edits.
export const quoteLimit = createRateLimit({ points: 60, durationSeconds: 60, name: 'taxi quote' })
// Counted by the handler, with the stored quote (quoteEndpoint.ts): not the contract's plain limit.

/** A quote is two addresses, a time and a few options; a booking adds the customer and notes (2,000 chars). */
export const QUOTE_BODY_BYTES = 4 * 1024
export const BOOK_BODY_BYTES = 16 * 1024

/** Answers carrying a traveller's ride: never stored by a shared cache. */
export const PRIVATE = { 'cache-control': 'private, no-store' } as const
