// The rate limits of these routes are declared in their contract entries (content-schema/src/api/).

/** Checkout bodies are a handful of short fields. */
export const CHECKOUT_BODY_BYTES = 4 * 1024
/** Stripe's events are a few kilobytes; a generous cap, shared by every provider's webhook, still refuses a flood. */
export { WEBHOOK_BODY_BYTES } from '@nexovia/content-schema/api/providerWebhooks'

/** Answers about one traveller's payment: never stored by a shared cache. */
export const PRIVATE = { 'cache-control': 'private, no-store' } as const
