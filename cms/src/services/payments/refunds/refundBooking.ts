import type { TCurrency } from '@nexovia/content-schema'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Transaction } from '../bookings/bookingStore'
import type { PaymentGateway, Refund } from '../paymentGateway'
import { gatewayOf } from '../paymentGateways'

/** What a refund or a cancel reads of a booking, locked for the rest of the caller's transaction. */
export type LockedBooking = {
  id: number
  status: string
  amount: number | string
  currency: TCurrency
  checkout_provider: string | null
  checkout_session_id: string | null
  payment_intent_id: string | null
  /** The booking's kind (its hooks are its own). */
  type: string
}

/**
 * Reads and locks (FOR UPDATE) a booking: the admin cancel and the webhook both lock the booking
 * before its ride, so the two never deadlock and a payment and a cancel run one after the other.
 */
export async function lockBooking(tx: Transaction, bookingId: number): Promise<LockedBooking | undefined> {
  const { rows } = await tx.execute(sql`
    SELECT id, type, status, amount, currency, checkout_provider, checkout_session_id, payment_intent_id
    FROM bookings WHERE id = ${bookingId} FOR UPDATE`)
  return (rows as LockedBooking[])[0]
}

/** Gives a booking's payment back through the gateway that took it (its idempotency key makes a retry one refund). */
export function refundBooking(
  booking: LockedBooking,
  paymentIntentId: string | null,
  gatewayFor: (provider: string | null) => PaymentGateway = gatewayOf,
): Promise<Refund> {
  return gatewayFor(booking.checkout_provider).refund({
    bookingId: Number(booking.id),
    amount: Number(booking.amount),
    currency: booking.currency,
    paymentIntentId,
    sessionId: booking.checkout_session_id,
  })
}

/** A refund inside a cancel's transaction failed: thrown to roll the transaction back, caught by its caller. */
export class RefundFailed extends Error {}

/** refundBooking of the booking's recorded payment, turning the gateway's failure into RefundFailed. */
export async function refundOrFail(
  booking: LockedBooking,
  gatewayFor: (provider: string | null) => PaymentGateway,
): Promise<Refund> {
  try {
    return await refundBooking(booking, booking.payment_intent_id, gatewayFor)
  } catch (cause) {
    throw new RefundFailed('refund failed', { cause })
  }
}
