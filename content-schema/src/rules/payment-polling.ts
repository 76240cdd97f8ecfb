import type { TPaymentStatusValue, TTransactionStatus } from '../enums.ts'

export type PaymentPollOutcome = 'paid' | 'failed' | 'pending'

/** Whether the success page stops polling: paid, failed (either status), or keep waiting. */
export const paymentPollOutcome = (status: {
  readonly paymentStatus: TPaymentStatusValue
  readonly transactionStatus: TTransactionStatus
}): PaymentPollOutcome => {
  if (status.paymentStatus === 'paid') return 'paid'
  if (status.paymentStatus === 'failed' || status.transactionStatus === 'failed') return 'failed'
  return 'pending'
}
