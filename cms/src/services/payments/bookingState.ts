import type { TBookingStatus, TPaymentStatusValue, TTransactionStatus } from '@nexovia/content-schema'

/** What can happen to a booking: the payment events the webhook receives, and the expiry job. */
export type BookingEvent =
  | 'payment_succeeded' // checkout.session.completed (paid) or async_payment_succeeded
  | 'payment_failed' // checkout.session.async_payment_failed
  | 'session_expired' // checkout.session.expired, or the expiry job past sessionExpiresAt
  | 'card_refused' // payment_intent.payment_failed: the session stays open for another card

/**
 * The booking state machine.
 *   pending   --payment_succeeded--> confirmed   (reference given, confirmation mail sent once)
 *   pending   --payment_failed-----> failed
 *   pending   --session_expired----> expired
 *   pending   --card_refused-------> pending     (lastPaymentError recorded)
 *   expired | failed --payment_succeeded--> confirmed
 *       (money was taken: a completion delivered late, after the expiry job ran, still confirms)
 * confirmed and cancelled are final for payment events; anything else is ignored (null).
 */
const TRANSITIONS: Record<TBookingStatus, Partial<Record<BookingEvent, TBookingStatus>>> = {
  pending: {
    payment_succeeded: 'confirmed',
    payment_failed: 'failed',
    session_expired: 'expired',
    card_refused: 'pending',
  },
  expired: { payment_succeeded: 'confirmed' },
  failed: { payment_succeeded: 'confirmed' },
  confirmed: {},
  cancelled: {},
}

/** The status after the event, or null when the event does not apply in this status. */
export const nextBookingStatus = (status: TBookingStatus, event: BookingEvent): TBookingStatus | null =>
  TRANSITIONS[status][event] ?? null

/** The statuses from which the event moves a booking (for conditional updates in SQL). */
export const statusesAccepting = (event: BookingEvent): TBookingStatus[] =>
  (Object.keys(TRANSITIONS) as TBookingStatus[]).filter((status) => TRANSITIONS[status][event] !== undefined)

/** The spec's payment status answer for a booking status. */
export function paymentStatusOf(status: TBookingStatus): {
  payment_status: TPaymentStatusValue
  transaction_status: TTransactionStatus
} {
  switch (status) {
    case 'confirmed':
      return { payment_status: 'paid', transaction_status: 'complete' }
    case 'failed':
      return { payment_status: 'failed', transaction_status: 'failed' }
    case 'expired':
    case 'cancelled':
      return { payment_status: 'unpaid', transaction_status: 'expired' }
    default:
      return { payment_status: 'unpaid', transaction_status: 'open' }
  }
}
