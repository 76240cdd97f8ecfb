import type { Payload } from 'payload'
import { hooksOfKind } from '../payments/bookingKinds'
import { statusesAccepting } from '../payments/bookings/bookingState'
import {
  applyBookingEvent,
  inTransaction,
  lockBooking,
  recordRefund,
} from '../payments/bookings/bookingStore'
import type { PaymentGateway, Refund } from '../payments/paymentGateway'
import { gatewayOf } from '../payments/paymentGateways'
import { RefundFailed, refundOrFail } from '../payments/refunds/refundBooking'
import { logStaffAction } from './staffActionLog'

export type StaffCancelOutcome =
  | { kind: 'refunded'; refund: Refund }
  | { kind: 'cancelled'; sessionToClose: { provider: string; id: string } | null }
  | { kind: 'not_found' }
  | { kind: 'refused' }
  | { kind: 'refund_failed' }

type StaffCancel = {
  bookingId: number
  adminId: number
  reason: string
  now: Date
  gatewayFor?: (provider: string | null) => PaymentGateway
}

const UNPAID: readonly string[] = statusesAccepting('cancelled')

/**
 * Staff cancel a booking, with a reason kept in its history. A paid (confirmed) one is refunded in
 * full through the gateway that took it, then its kind calls off what it holds (the ride, the
 * tickets; a stay's rooms free by its status): the traveller's cancel's own steps, under the same
 * lock, without its free-cancellation deadline (staff decide the cases the rules send to them). An
 * unpaid one is cancelled, so its checkout can no longer be paid. A failed refund changes nothing
 * and writes no history line.
 */
export async function cancelByStaff(payload: Payload, action: StaffCancel): Promise<StaffCancelOutcome> {
  const { bookingId, adminId, reason, now, gatewayFor = gatewayOf } = action
  try {
    return await inTransaction(payload, async (tx): Promise<StaffCancelOutcome> => {
      const locked = await lockBooking(tx, bookingId)
      if (!locked) return { kind: 'not_found' }
      const logged = { adminId, bookingId, detail: reason, now }
      if (locked.status === 'confirmed') {
        const refund = await refundOrFail(locked, gatewayFor)
        await recordRefund(payload, tx, bookingId, refund, now)
        await hooksOfKind(locked.type)?.onCancelledByTraveller?.(tx, bookingId, now)
        await logStaffAction(tx, { ...logged, kind: 'refund' })
        return { kind: 'refunded', refund }
      }
      if (!UNPAID.includes(locked.status)) return { kind: 'refused' }
      await applyBookingEvent(payload, tx, bookingId, 'cancelled', now)
      await logStaffAction(tx, { ...logged, kind: 'cancel' })
      const { checkout_provider: provider, checkout_session_id: id } = locked
      return { kind: 'cancelled', sessionToClose: provider && id ? { provider, id } : null }
    })
  } catch (cause) {
    if (!(cause instanceof RefundFailed)) throw cause
    payload.logger.error(
      `Staff cancel of booking ${bookingId}: the refund failed, nothing changed: ${String(cause.cause)}`,
    )
    return { kind: 'refund_failed' }
  }
}
