import type { Payload } from 'payload'
import { type BookingKindHooks, hooksOfKind } from '../bookingKinds'
import { applyBookingEvent, inTransaction, type LockedBooking, lockBooking } from '../bookings/bookingStore'
import { recordEventOnce } from '../bookings/paymentEventStore'
import { isLatestAttempt } from '../mobileMoney/chargeAttempts'
import type { VerifiedPayment, WebhookOutcome } from '../paymentGateway'
import {
  type DuplicateRefund,
  mailDuplicateRefund,
  refundDuplicatePayment,
} from '../refunds/duplicatePayment'
import { refundLatePayment } from '../refunds/lateRefund'
import { sendConfirmation } from './confirmationDelivery'

/** Runs the booking's own kind's afterConfirmed hook; true when it gave the payment back (its supplier refused). */
const refundedAfterConfirming = async (
  payload: Payload,
  kind: BookingKindHooks | undefined,
  bookingId: number,
  now: Date,
): Promise<boolean> => (await kind?.afterConfirmed?.(payload, bookingId, now)) === 'refunded'

/** What an event that moves no booking leaves to do after its transaction: nothing. */
const NOTHING_APPLIED = {
  applied: undefined,
  lateRefund: undefined,
  duplicateRefund: undefined,
  kind: undefined,
}

const chargedMatches = (booking: LockedBooking, charged: VerifiedPayment['charged']) =>
  !!charged && Number(booking.amount) === charged.amount && booking.currency === charged.currency

/**
 * Applies a verified payment event, whichever provider sent it: the booking is locked first (the admin
 * cancel locks it first too, so concurrent events queue instead of deadlocking), the event id recorded
 * once, the state change, what the booking pays for (a ride, a stay's rooms) and a late payment's
 * refund in the same transaction; then the confirmation mail, once. A database failure throws: the
 * caller answers 500 and the provider retries later, so a payment is never lost.
 */
export async function applyVerifiedPayment(
  payload: Payload,
  payment: VerifiedPayment,
  now = new Date(),
): Promise<WebhookOutcome> {
  const { eventId, bookingId, bookingEvent } = payment
  const result = await inTransaction(payload, async (tx) => {
    const booking = bookingId ? await lockBooking(tx, bookingId) : undefined
    if (bookingId && !booking) payload.logger.warn(`Payment event ${eventId}: no booking ${bookingId}`)
    const isFirst = await recordEventOnce(
      tx,
      { id: eventId, type: payment.eventType, bookingId: booking ? bookingId : null },
      now,
    )
    if (!isFirst) return { duplicate: true as const }
    if (!booking || !bookingEvent) return NOTHING_APPLIED
    if (bookingEvent === 'payment_succeeded' && !chargedMatches(booking, payment.charged)) {
      payload.logger.error(`Payment event ${eventId}: amount or currency differs from booking ${bookingId}`)
      return NOTHING_APPLIED
    }
    // A retry is awaited: an earlier attempt's failure is recorded but fails nothing (a success still confirms: money was taken).
    const { attemptReference } = payment
    if (
      bookingEvent === 'payment_failed' &&
      attemptReference &&
      !(await isLatestAttempt(tx, booking.id, attemptReference))
    ) {
      payload.logger.info(
        `Payment event ${eventId}: an earlier charge attempt of booking ${bookingId} failed`,
      )
      return NOTHING_APPLIED
    }
    const { lastPaymentError, paymentIntentId } = payment
    const applied = await applyBookingEvent(payload, tx, booking.id, bookingEvent, now, {
      lastPaymentError,
      paymentIntentId,
    })
    const kind = hooksOfKind(booking.type)
    if (applied?.status === 'confirmed') await kind?.onConfirmed?.(payload, tx, booking.id, now)
    if (applied?.status === 'failed' || applied?.status === 'expired')
      await kind?.onReleased?.(tx, [booking.id], now)
    // Money taken for a booking staff had cancelled goes back (a failed refund rolls all of this back).
    const lateRefund =
      bookingEvent === 'payment_succeeded' && !applied
        ? await refundLatePayment(payload, tx, booking.id, paymentIntentId, now)
        : undefined
    // A second payment of a booking another payment confirmed goes back too (once, however often delivered).
    const duplicateRefund: DuplicateRefund | undefined =
      bookingEvent === 'payment_succeeded' && !applied && !lateRefund
        ? await refundDuplicatePayment(payload, tx, booking, payment, now)
        : undefined
    return { applied, lateRefund, duplicateRefund, kind }
  })
  if ('duplicate' in result) return { status: 200, body: { received: true, duplicate: true } }
  if (
    result.applied?.status === 'confirmed' &&
    !(await refundedAfterConfirming(payload, result.kind, result.applied.id, now))
  )
    await sendConfirmation(payload, result.applied.id, now)
  const late = result.lateRefund
  if (late) await result.kind?.afterLateRefund?.(payload, { ...late, bookingId: Number(bookingId) })
  if (result.duplicateRefund) await mailDuplicateRefund(payload, result.duplicateRefund)
  return { status: 200, body: { received: true } }
}
