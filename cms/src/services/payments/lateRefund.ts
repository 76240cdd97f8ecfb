import type { TCurrency } from '@nexovia/content-schema'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { recordRefund, type Transaction } from './bookingStore'
import { gatewayOf } from './openCheckout'
import type { Refund } from './paymentGateway'

type LockedBooking = {
  status: string
  amount: number | string
  currency: TCurrency
  checkout_provider: string | null
  checkout_session_id: string | null
  ride_id: number | null
}

/**
 * A payment that completed after staff cancelled what it pays for (the traveller was still on Stripe's
 * page): a cancelled booking is never confirmed, so the money goes straight back. It runs in the
 * webhook's transaction with the booking locked: if the refund fails, everything rolls back, the event
 * is not recorded, the webhook answers 500 and Stripe delivers it again later; the refund's idempotency
 * key keeps the retries one refund. Undefined when the booking is not cancelled.
 */
export async function refundLatePayment(
  payload: Payload,
  tx: Transaction,
  bookingId: number,
  paymentIntentId: string | undefined,
  now: Date,
): Promise<(Refund & { rideId: number | null }) | undefined> {
  const { rows } = await tx.execute(sql`
    SELECT status, amount, currency, checkout_provider, checkout_session_id, ride_id
    FROM bookings WHERE id = ${bookingId} FOR UPDATE`)
  const [booking] = rows as LockedBooking[]
  if (booking?.status !== 'cancelled') return undefined
  const refund = await gatewayOf(booking.checkout_provider).refund({
    bookingId,
    amount: Number(booking.amount),
    currency: booking.currency,
    paymentIntentId: paymentIntentId ?? null,
    sessionId: booking.checkout_session_id,
  })
  await recordRefund(payload, tx, bookingId, { ...refund, paymentIntentId }, now)
  payload.logger.warn(`Booking ${bookingId} was paid after it was cancelled: refunded (${refund.refundId})`)
  return { ...refund, rideId: booking.ride_id === null ? null : Number(booking.ride_id) }
}
