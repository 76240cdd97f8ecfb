import { COLLECTION_SLUGS, formatMoney, type Locale, type TCurrency } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { notifyTraveller } from '../../messages/notifier'
import { refundNotice } from '../../push/bookingNotices'
import type { LockedBooking, Transaction } from '../bookings/bookingStore'
import { recordEventOnce } from '../bookings/paymentEventStore'
import { duplicateRefundMail } from '../confirmation/confirmationMail'
import type { Refund } from '../paymentGateway'
import { gatewayOf } from '../paymentGateways'

/** A second payment given back: what was refunded, and of which booking (the traveller is told after the commit). */
export type DuplicateRefund = Refund & { bookingId: number; currency: TCurrency; paymentIntentId: string }

/** The statuses of a booking another payment already paid for (a cancelled one is lateRefund.ts's). */
const PAID_BY_ANOTHER = new Set(['confirmed', 'refunded'])

/**
 * A success for a payment other than the one that confirmed the booking (two mobile-money prompts
 * approved, or the traveller paid again after a reload while the first was pending): the booking keeps
 * the first payment and this one goes back through the gateway that took it. It runs in the event's
 * transaction with the booking locked; the refund is recorded as a payment event named by the payment,
 * so however often its success is delivered (or under whichever event id) it is refunded once, and a
 * failed refund rolls everything back so the provider's retry tries again. Undefined when the payment
 * is the booking's own, or the booking has no recorded payment to tell them apart.
 */
export async function refundDuplicatePayment(
  payload: Payload,
  tx: Transaction,
  booking: LockedBooking,
  payment: { paymentIntentId?: string; charged?: { amount: number; currency: TCurrency } | null },
  now: Date,
): Promise<DuplicateRefund | undefined> {
  const { paymentIntentId, charged } = payment
  if (!PAID_BY_ANOTHER.has(booking.status) || !paymentIntentId || !charged) return undefined
  if (!booking.payment_intent_id || booking.payment_intent_id === paymentIntentId) return undefined
  const isFirst = await recordEventOnce(
    tx,
    { id: `duplicate_refund_${paymentIntentId}`, type: 'payment.duplicate_refunded', bookingId: booking.id },
    now,
  )
  if (!isFirst) return undefined
  const refund = await gatewayOf(booking.checkout_provider).refund({
    bookingId: Number(booking.id),
    amount: charged.amount,
    currency: charged.currency,
    paymentIntentId,
    sessionId: booking.checkout_session_id,
    ofDuplicate: true,
  })
  payload.logger.warn(
    `Booking ${booking.id} was paid twice: payment ${paymentIntentId} refunded (${refund.refundId})`,
  )
  return { ...refund, bookingId: Number(booking.id), currency: charged.currency, paymentIntentId }
}

/** Tells the traveller the second payment went back, in the booking's language; a failed mail is logged, not retried. */
export async function mailDuplicateRefund(payload: Payload, refund: DuplicateRefund): Promise<void> {
  try {
    const booking = await payload.findByID({
      collection: COLLECTION_SLUGS.bookings,
      id: refund.bookingId,
      depth: 0,
    })
    const reference = booking.reference ?? ''
    const email = async () => {
      await payload.sendEmail(
        duplicateRefundMail(
          {
            email: booking.email,
            locale: booking.locale as Locale,
            reference,
            itemName: booking.itemName ?? booking.destination,
          },
          refund,
        ),
      )
    }
    const amountIn = (locale: Locale) => formatMoney(refund.amount, refund.currency, locale)
    await notifyTraveller(payload, {
      event: 'mobileMoneyRefunded',
      bookingId: booking.id,
      variables: { reference, amount: amountIn(booking.locale as Locale) },
      email,
      push: (locale) => refundNotice(locale, { reference, amount: amountIn(locale) }),
    })
  } catch (cause) {
    payload.logger.error(`Mail of booking ${refund.bookingId}'s duplicate refund failed: ${String(cause)}`)
  }
}
