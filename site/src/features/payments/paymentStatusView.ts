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
  /** The hotel's confirmation number of a paid stay, when its supplier gave one. */
  supplierConfirmation: string | null
}

/** The status answer (read by the contract's schema) as the success page and mobile money use it. */
export const paymentStatusView = (status: TPaymentStatus): PaymentStatusView => ({
  payment_status: status.payment_status,
  transaction_status: status.transaction_status,
  booking_reference: status.booking_reference,
  amount: status.amount,
  currency: status.currency,
  booking_type: status.booking_type,
  description: status.description,
  itinerary: status.itinerary ?? [],
  pickups: status.pickups ?? [],
  mobileMoneyFailure: status.mobile_money_failure ?? null,
  supplierConfirmation: status.supplier_confirmation ?? null,
})
