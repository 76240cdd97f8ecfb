import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { rides } from '../../payload-generated-schema'
import { drizzleOf } from '../lib/typedDatabase'
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
import { ADMIN_RIDE_MOVES } from './rideStore'

export type CancelOutcome =
  | { kind: 'cancelled'; refund: Refund | null; sessionToClose: { provider: string; id: string } | null }
  | { kind: 'not_found' }
  | { kind: 'refused' }
  | { kind: 'refund_failed' }

const CANCELLABLE: readonly string[] = ADMIN_RIDE_MOVES.cancelled
const UNPAID_BOOKING: readonly string[] = statusesAccepting('cancelled')

/**
 * An administrator cancels a ride. When its booking was paid (confirmed), the payment is refunded first,
 * inside the transaction: a failed refund rolls everything back (the ride stays paid or assigned). An
 * unpaid booking is cancelled with the ride, so its checkout can no longer be paid (a payment that still
 * completes is refunded by the webhook). The booking then the ride are locked (FOR UPDATE), in the
 * webhook's order, so a cancel and a payment never deadlock and two cancels run one after the other:
 * the second sees the ride cancelled and is refused, and the refund's idempotency key covers a retry.
 * A ride without a booking (entered by staff) has nothing to refund.
 */
export async function cancelRide(
  payload: Payload,
  rideId: number,
  now: Date,
  gatewayFor: (provider: string | null) => PaymentGateway = gatewayOf,
): Promise<CancelOutcome> {
  const [link] = await drizzleOf(payload)
    .select({ bookingId: rides.booking })
    .from(rides)
    .where(eq(rides.id, rideId))
  if (!link) return { kind: 'not_found' }
  try {
    return await inTransaction(payload, async (tx): Promise<CancelOutcome> => {
      const booking = link.bookingId ? await lockBooking(tx, link.bookingId) : undefined
      const [ride] = await tx
        .select({ status: rides.status })
        .from(rides)
        .where(eq(rides.id, rideId))
        .for('update')
      if (!ride || !CANCELLABLE.includes(ride.status)) return { kind: 'refused' }
      let refund: Refund | null = null
      let sessionToClose: { provider: string; id: string } | null = null
      if (booking?.status === 'confirmed') {
        refund = await refundOrFail(booking, gatewayFor)
        await recordRefund(payload, tx, booking.id, refund, now)
      } else if (booking && UNPAID_BOOKING.includes(booking.status)) {
        await applyBookingEvent(payload, tx, booking.id, 'cancelled', now)
        if (booking.checkout_session_id && booking.checkout_provider) {
          sessionToClose = { provider: booking.checkout_provider, id: booking.checkout_session_id }
        }
      }
      await tx
        .update(rides)
        .set({ status: 'cancelled', updatedAt: now.toISOString() })
        .where(and(eq(rides.id, rideId), eq(rides.status, ride.status)))
      return { kind: 'cancelled', refund, sessionToClose }
    })
  } catch (cause) {
    if (!(cause instanceof RefundFailed)) throw cause
    payload.logger.error(`Refund of ride ${rideId} failed, the ride is unchanged: ${String(cause.cause)}`)
    return { kind: 'refund_failed' }
  }
}

/** Best effort after a cancel: the provider's open session is closed (a late payment is refunded anyway). */
export async function closeCheckout(
  payload: Payload,
  session: { provider: string; id: string },
  gatewayFor: (provider: string | null) => PaymentGateway = gatewayOf,
): Promise<void> {
  try {
    await gatewayFor(session.provider).closeSession(session.id)
  } catch (cause) {
    payload.logger.warn(`Could not close checkout session ${session.id}: ${String(cause)}`)
  }
}
