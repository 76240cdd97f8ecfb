import type { Locale, TCurrency } from '@nexovia/content-schema'

/** What a checkout session sells: one booking, priced on the server. */
export type CheckoutSessionInput = {
  bookingId: number
  amount: number
  currency: TCurrency
  itemName: string
  itemDetails: string
  email: string
  locale: Locale
  /** Seconds since the epoch; Stripe accepts 30 minutes to 24 hours ahead. */
  expiresAt: number
}

export type OpenedSession = { sessionId: string; url: string; expiresAt: number }

/** A way to take a payment: Stripe Checkout, or the built-in test checkout. */
export interface PaymentGateway {
  readonly name: 'stripe' | 'test'
  /** Opens a checkout session for the booking; calling it again for the same booking must not charge twice. */
  openSession(input: CheckoutSessionInput): Promise<OpenedSession>
}
