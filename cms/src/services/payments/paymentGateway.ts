import type { Locale, TCurrency } from '@nexovia/content-schema'
import type { BookingEvent } from './bookings/bookingState'

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

/** The payment of a booking to give back in full. */
export type RefundInput = {
  bookingId: number
  amount: number
  currency: TCurrency
  /** The provider's payment (recorded at fulfilment); when missing, found from the session. */
  paymentIntentId: string | null
  sessionId: string | null
  /** A second payment of a booking already paid (duplicatePayment.ts): refunded apart from the booking's own. */
  ofDuplicate?: boolean
}

/** A refund the provider accepted: its id and the amount given back (minor units). */
export type Refund = { refundId: string; amount: number }

/** A mobile-money charge to start: the booking's amount in its currency (XOF or GHS), and the phone that approves it. */
export type MobileMoneyChargeInput = {
  bookingId: number
  /** This attempt's reference (the provider's `tx_ref`), recorded before the charge is sent (chargeAttempts.ts). */
  reference: string
  amount: number
  currency: TCurrency
  email: string
  phone: string
  network: string
  /** The CFA franc country of the phone (ignored for cedis). */
  country: string
  /** Our checkout page of the session: where the provider's own approval page sends the traveller back. */
  returnUrl: string
}

/**
 * Where a started charge stands: waiting for the traveller's approval on the phone (or on the
 * provider's page first, `redirectUrl`), or already failed.
 */
export type MobileMoneyCharge = {
  state: 'pending' | 'successful' | 'failed' | 'timed_out'
  redirectUrl: string | null
  /** The provider's transaction, when it gave one at once (re-queried later, never trusted as final). */
  transactionId: string | null
  /** An outcome known at once, applied before the answer (the test checkout's simulated phone). */
  outcome?: VerifiedPayment
}

/** A way to take a payment: Stripe Checkout, Flutterwave (mobile money), or the built-in test checkout. */
export interface PaymentGateway {
  readonly name: 'stripe' | 'flutterwave' | 'test'
  /** Opens a checkout session for the booking; calling it again for the same booking must not charge twice. */
  openSession(input: CheckoutSessionInput): Promise<OpenedSession>
  /** Gives the booking's payment back; calling it again for the same booking must not refund twice. */
  refund(input: RefundInput): Promise<Refund>
  /** Closes a still open session so that it can no longer be paid (nothing happens if it is not open). */
  closeSession(sessionId: string): Promise<void>
  /** Starts a mobile-money charge (gateways that offer mobile money). */
  chargeMobileMoney?(input: MobileMoneyChargeInput): Promise<MobileMoneyCharge>
  /**
   * Asks the provider where a mobile-money attempt stands, by its reference: the event to apply, or null
   * when the provider does not know it (gateways whose outcomes arrive only by their own events).
   */
  verifyCharge?(reference: string): Promise<VerifiedPayment | null>
}

/** A payment event a provider vouched for (a verified signature, or a status re-queried from the provider). */
export type VerifiedPayment = {
  /** The provider's event id: recorded once, so a redelivery changes nothing. */
  eventId: string
  eventType: string
  bookingId: number | null
  /** What it means for the booking; undefined: recorded, nothing else (a pending charge, say). */
  bookingEvent: BookingEvent | undefined
  /** What the provider charged (minor units): a success confirms only the booking's own amount and currency. */
  charged?: { amount: number; currency: TCurrency } | null
  /** The provider's payment (recorded at fulfilment: a refund names it). */
  paymentIntentId?: string
  lastPaymentError?: string
  /** The mobile-money charge attempt it is the outcome of: a failure applies only to the latest attempt. */
  attemptReference?: string
}

/** What a provider's webhook answers: its status and JSON body. */
export type WebhookOutcome = { status: number; body: Record<string, unknown> }
