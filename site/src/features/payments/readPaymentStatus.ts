import { BOOKING_TYPES, CURRENCIES as KNOWN_CURRENCIES } from '@nexovia/content-schema/core/enums'
import type { TPaymentStatus } from '@nexovia/content-schema/payments/payment-status'

export type PaymentStatusView = Pick<
  TPaymentStatus,
  'payment_status' | 'transaction_status' | 'booking_reference' | 'amount' | 'currency' | 'booking_type'
> & {
  description: string | null
  itinerary: string[]
  /** A paid flight's airport pickups: their words and the /airport-taxi query that fills the ride in. */
  pickups: { text: string; query: string }[]
  /** Why the last mobile-money approval failed (the session may be tried again). */
  mobileMoneyFailure: 'declined' | 'timed_out' | null
}

const PAYMENT = ['unpaid', 'paid', 'failed', 'refunded']
const TRANSACTION = ['open', 'complete', 'expired', 'failed']
// Every currency a booking may be charged in (mobile money: XOF and GHS).
const CURRENCIES: readonly string[] = KNOWN_CURRENCIES
const TYPES: readonly string[] = BOOKING_TYPES

const isPickup = (value: unknown): value is { text: string; query: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).text === 'string' &&
  typeof (value as Record<string, unknown>).query === 'string'

/**
 * The status answer as the success page reads it, checked by hand: zod stays out of this page's
 * JavaScript. Anything else is treated like an unreadable answer (retried).
 */
export function readPaymentStatus(body: unknown): PaymentStatusView | null {
  if (typeof body !== 'object' || body === null) return null
  const value = body as Record<string, unknown>
  const isValid =
    PAYMENT.includes(value.payment_status as string) &&
    TRANSACTION.includes(value.transaction_status as string) &&
    Number.isInteger(value.amount) &&
    CURRENCIES.includes(value.currency as string) &&
    TYPES.includes(value.booking_type as string) &&
    (value.booking_reference === null || typeof value.booking_reference === 'string')
  if (!isValid) return null
  return {
    payment_status: value.payment_status as PaymentStatusView['payment_status'],
    transaction_status: value.transaction_status as PaymentStatusView['transaction_status'],
    booking_reference: value.booking_reference as string | null,
    amount: value.amount as number,
    currency: value.currency as PaymentStatusView['currency'],
    booking_type: value.booking_type as PaymentStatusView['booking_type'],
    description: typeof value.description === 'string' ? value.description : null,
    itinerary: Array.isArray(value.itinerary)
      ? value.itinerary.filter((line): line is string => typeof line === 'string')
      : [],
    pickups: Array.isArray(value.pickups) ? value.pickups.filter(isPickup) : [],
    mobileMoneyFailure:
      value.mobile_money_failure === 'declined' || value.mobile_money_failure === 'timed_out'
        ? value.mobile_money_failure
        : null,
  }
}
