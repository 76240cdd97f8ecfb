import type { PaymentStatusView } from './paymentStatusView'

/** Where a mobile-money approval stands, as the checkout page shows it. */
export type MobileMoneyOutcome = 'waiting' | 'approved' | 'declined' | 'timed_out' | 'closed'

/**
 * The outcome a status answer means for the traveller waiting on the checkout page: paid, declined or
 * not approved in time (both may be tried again), still waiting, or closed (expired, cancelled).
 */
export function mobileMoneyOutcome(status: PaymentStatusView | null): MobileMoneyOutcome {
  if (!status) return 'waiting'
  if (status.payment_status === 'paid') return 'approved'
  if (status.payment_status === 'failed') return status.mobileMoneyFailure ?? 'declined'
  if (status.transaction_status === 'expired') return 'closed'
  return 'waiting'
}
