import type { TPaymentStatusValue, TTransactionStatus } from '../core/plain.ts'

export type PaymentPollOutcome = 'paid' | 'failed' | 'pending'

/** Whether the success page stops polling: paid (or refunded since), failed (either status, or the session expired), or keep waiting. */
export const paymentPollOutcome = (status: {
  readonly payment_status: TPaymentStatusValue
  readonly transaction_status: TTransactionStatus
}): PaymentPollOutcome => {
  // Refunded: it was paid, then the ride was cancelled; settled, the receipt says it was given back.
  if (status.payment_status === 'paid' || status.payment_status === 'refunded') return 'paid'
  // An expired session cannot be paid any more: waiting longer would only end in 'Payment Processing'.
  if (status.payment_status === 'failed' || status.transaction_status !== 'open') return 'failed'
  return 'pending'
}
