// The rate limits of these routes are declared in their contract entries (content-schema/src/api/);
// the quote's is counted by its handler, with the stored quote (quoteEndpoint.ts).

/** A quote is two addresses, a time and a few options; a booking adds the customer and notes (2,000 chars). */
export const QUOTE_BODY_BYTES = 4 * 1024
export const BOOK_BODY_BYTES = 16 * 1024

/** Answers carrying a traveller's ride: never stored by a shared cache. */
export const PRIVATE = { 'cache-control': 'private, no-store' } as const
