import type { TPaymentStatusValue, TTransactionStatus } from '../enums.ts'

export type PaymentPollOutcome = 'paid' | 'failed' | 'pending'

/** Whether the success page stops polling: paid, failed (either status, or the session expired), or keep waiting. */
export const paymentPollOutcome = (status: {
  readonly payment_status: TPaymentStatusValue
  readonly transaction_status: TTransactionStatus
}): PaymentPollOutcome => {
  if (status.payment_status === 'paid') return 'paid'
  // An expired session cannot be paid any more: waiting longer would only end in 'Payment Processing'.
  if (status.payment_status === 'failed' || status.transaction_status !== 'open') return 'failed'
  return 'pending'
}
