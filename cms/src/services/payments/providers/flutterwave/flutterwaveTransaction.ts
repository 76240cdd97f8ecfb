import { bookingOfReference, CURRENCIES, type TCurrency, toMinor } from '@nexovia/content-schema'
import type { BookingEvent } from '../../bookings/bookingState'
import type { VerifiedPayment } from '../../paymentGateway'
import type { FlutterwaveTransaction } from './flutterwaveClient'

/** Words of Flutterwave's processor responses for an approval the traveller never gave in time. */
const TIMED_OUT = /time(d)?[\s-]?out|expired/i

/** The booking event a transaction's verified status means (pending: nothing yet). */
function bookingEventOf(transaction: FlutterwaveTransaction): BookingEvent | undefined {
  if (transaction.status === 'successful') return 'payment_succeeded'
  if (transaction.status === 'failed') return 'payment_failed'
  return undefined
}

const chargedOf = (transaction: FlutterwaveTransaction) => {
  const currency = transaction.currency?.toUpperCase() as TCurrency
  if (!CURRENCIES.includes(currency) || typeof transaction.amount !== 'number') return null
  return { amount: toMinor(transaction.amount, currency), currency }
}

/**
 * A transaction as Flutterwave has it now (re-queried), as the payment event to apply. Its event id is
 * the transaction and its status, so duplicate deliveries fulfil once and a pending transaction that
 * later succeeds is still applied.
 */
export function verifiedPaymentOf(transaction: FlutterwaveTransaction): VerifiedPayment {
  const failure = transaction.status === 'failed' ? (transaction.processor_response ?? 'failed') : undefined
  return {
    eventId: `flw_${transaction.id}_${transaction.status}`,
    eventType: `flutterwave.charge.${transaction.status}`,
    bookingId: bookingOfReference(transaction.tx_ref),
    bookingEvent: bookingEventOf(transaction),
    charged: chargedOf(transaction),
    paymentIntentId: String(transaction.id),
    attemptReference: transaction.tx_ref,
    lastPaymentError:
      failure && TIMED_OUT.test(failure) ? 'mobile_money_timed_out' : failure && 'mobile_money_declined',
  }
}
