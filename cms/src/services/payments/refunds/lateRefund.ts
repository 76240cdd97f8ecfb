import type { Payload } from 'payload'
import { lockBooking, recordRefund, type Transaction } from '../bookings/bookingStore'
import type { Refund } from '../paymentGateway'
import { refundBooking } from './refundBooking'

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
): Promise<Refund | undefined> {
  const booking = await lockBooking(tx, bookingId)
  if (booking?.status !== 'cancelled') return undefined
  const refund = await refundBooking(booking, paymentIntentId ?? null)
  await recordRefund(payload, tx, bookingId, { ...refund, paymentIntentId }, now)
  payload.logger.warn(`Booking ${bookingId} was paid after it was cancelled: refunded (${refund.refundId})`)
  return refund
}
