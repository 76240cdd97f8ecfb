export const PAYMENT_POLLING = { attempts: 8, intervalMs: 3000 } as const
export const CHECKOUT_SESSION_EXPIRY_MINUTES = 30

/** A checkout session id: Stripe's and the test checkout's (`cs_…`), Flutterwave's mobile money (`flw_…`). */
export const CHECKOUT_SESSION_ID_PATTERN = /^(cs_\w{10,200}|flw_[0-9a-f]{48})$/

/** Quantities on the package payment page. */
export const PACKAGE_LIMITS = {
  passengers: { min: 1, max: 6 },
  nights: { min: 1, max: 7 },
  rooms: { min: 1, max: 4 },
} as const

/** Card numbers the built-in test checkout accepts or declines (the same as Stripe's test cards). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const

/** Booking references ("NX-7K3Q9P"): a prefix, a dash and six characters without look-alikes (no 0/O, 1/I). */
export const BOOKING_REFERENCE = {
  prefix: 'NX',
  length: 6,
  alphabet: '23456789ABCDEFGHJKLMNPQRSTUVWXYZ',
} as const
