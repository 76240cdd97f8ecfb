import type { TBookingStatus, TPaymentStatusValue, TTransactionStatus } from '@nexovia/content-schema'

/** What can happen to a booking: the payment events the webhook receives, the expiry job, and staff. */
export type BookingEvent =
  | 'payment_succeeded' // checkout.session.completed (paid) or async_payment_succeeded
  | 'payment_failed' // checkout.session.async_payment_failed
  | 'session_expired' // checkout.session.expired, or the expiry job past sessionExpiresAt
  | 'card_refused' // payment_intent.payment_failed: the session stays open for another card
  | 'charge_retried' // a new mobile-money charge after a declined or unanswered one: pending again
  | 'cancelled' // staff cancel what it pays for (a ride) before it is paid
  | 'refunded' // the payment was given back: staff cancelled a paid ride, or a payment came after a cancel

/**
 * The booking state machine.
 *   pending   --payment_succeeded--> confirmed   (reference given, confirmation mail sent once)
 *   pending   --payment_failed-----> failed
 *   pending   --session_expired----> expired
 *   pending   --card_refused-------> pending     (lastPaymentError recorded)
 *   failed    --charge_retried-----> pending     (another mobile-money charge: its outcome is awaited anew)
 *   failed    --payment_failed-----> failed      (a mobile-money retry declined again: its reason recorded)
 *   expired | failed --payment_succeeded--> confirmed
 *       (money was taken: a completion delivered late, after the expiry job ran, still confirms)
 *   pending | expired | failed --cancelled--> cancelled   (its checkout can no longer be paid)
 *   confirmed --refunded--> refunded   (staff cancelled the paid ride; the refund is made first)
 *   cancelled --refunded--> refunded   (a payment that still arrived after the cancel is paid back:
 *       a cancelled booking is never confirmed, so money taken for it must go back)
 * refunded is final; anything else is ignored (null).
 */
const TRANSITIONS: Record<TBookingStatus, Partial<Record<BookingEvent, TBookingStatus>>> = {
  pending: {
    payment_succeeded: 'confirmed',
    payment_failed: 'failed',
    session_expired: 'expired',
    card_refused: 'pending',
    cancelled: 'cancelled',
  },
  expired: { payment_succeeded: 'confirmed', cancelled: 'cancelled' },
  failed: {
    payment_succeeded: 'confirmed',
    charge_retried: 'pending',
    payment_failed: 'failed',
    cancelled: 'cancelled',
  },
  confirmed: { refunded: 'refunded' },
  cancelled: { refunded: 'refunded' },
  refunded: {},
}

/** The status after the event, or null when the event does not apply in this status. */
export const nextBookingStatus = (status: TBookingStatus, event: BookingEvent): TBookingStatus | null =>
  TRANSITIONS[status][event] ?? null

/** The statuses from which the event moves a booking (for conditional updates in SQL). */
export const statusesAccepting = (event: BookingEvent): TBookingStatus[] =>
  (Object.keys(TRANSITIONS) as TBookingStatus[]).filter((status) => TRANSITIONS[status][event] !== undefined)

/** The spec's payment status answer for a booking status (refunded: paid, then given back). */
export function paymentStatusOf(status: TBookingStatus): {
  payment_status: TPaymentStatusValue
  transaction_status: TTransactionStatus
} {
  switch (status) {
    case 'confirmed':
      return { payment_status: 'paid', transaction_status: 'complete' }
    case 'refunded':
      return { payment_status: 'refunded', transaction_status: 'complete' }
    case 'failed':
      return { payment_status: 'failed', transaction_status: 'failed' }
    case 'expired':
    case 'cancelled':
      return { payment_status: 'unpaid', transaction_status: 'expired' }
    default:
      return { payment_status: 'unpaid', transaction_status: 'open' }
  }
}
