import { createRateLimit } from '../../http/rateLimit'

// A traveller opens a checkout, comes back, changes a quantity and opens another: a few a minute.
// More is a script filling the bookings table.
export const checkoutLimit = createRateLimit({ points: 10, durationSeconds: 60, name: 'payments checkout' })
// The test checkout's card form: a few tries per minute (the declined cards invite a second try).
export const testPayLimit = createRateLimit({ points: 10, durationSeconds: 60, name: 'payments test pay' })
// The success page polls 8 times per payment; a reload or two on top.
export const statusLimit = createRateLimit({ points: 60, durationSeconds: 60, name: 'payments status' })

/** Checkout bodies are a handful of short fields. */
export const CHECKOUT_BODY_BYTES = 4 * 1024
/** Stripe's events are a few kilobytes; a generous cap still refuses a flood. */
export const WEBHOOK_BODY_BYTES = 256 * 1024

/** Answers about one traveller's payment: never stored by a shared cache. */
export const PRIVATE = { 'cache-control': 'private, no-store' } as const
