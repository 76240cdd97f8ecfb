import { cancellationTerms } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { drizzleOf } from '../../lib/typedDatabase'
import { hooksOfKind } from '../bookingKinds'
import { inTransaction, lockBooking, recordRefund } from '../bookings/bookingStore'
import type { PaymentGateway, Refund } from '../paymentGateway'
import { gatewayOf } from '../paymentGateways'
import { RefundFailed, refundOrFail } from './refundBooking'

export type TravellerCancelOutcome =
  | { kind: 'refunded'; refund: Refund }
  | { kind: 'refused' }
  | { kind: 'refund_failed' }

/** The last moment of free cancellation of a booking, as its kind says (null: none, e.g. a flight). */
export async function freeCancellationUntil(
  payload: Payload,
  bookingId: number,
  type: string,
): Promise<Date | null> {
  const ask = hooksOfKind(type)?.freeCancellationUntil
  return ask ? ask(drizzleOf(payload), bookingId) : null
}

/**
 * The traveller cancels a paid booking within its free cancellation: the whole amount is refunded
 * through the gateway that took it, inside a transaction holding the booking (FOR UPDATE, as the
 * webhook and the admin cancel do), then its kind calls off what it holds (a ride, a stay's rooms).
 * The terms are read again under the lock; a failed refund changes nothing.
 */
export async function cancelByTraveller(
  payload: Payload,
  booking: { id: number; type: string },
  now: Date,
  gatewayFor: (provider: string | null) => PaymentGateway = gatewayOf,
): Promise<TravellerCancelOutcome> {
  try {
    return await inTransaction(payload, async (tx): Promise<TravellerCancelOutcome> => {
      const locked = await lockBooking(tx, booking.id)
      if (!locked) return { kind: 'refused' }
      const kind = hooksOfKind(booking.type)
      const deadline = (await kind?.freeCancellationUntil?.(tx, booking.id)) ?? null
      if (cancellationTerms(locked.status, deadline, now).kind !== 'free') return { kind: 'refused' }
      const refund = await refundOrFail(locked, gatewayFor)
      await recordRefund(payload, tx, booking.id, refund, now)
      await kind?.onCancelledByTraveller?.(tx, booking.id, now)
      return { kind: 'refunded', refund }
    })
  } catch (cause) {
    if (!(cause instanceof RefundFailed)) throw cause
    payload.logger.error(
      `Traveller cancel of booking ${booking.id}: the refund failed, nothing changed: ${String(cause.cause)}`,
    )
    return { kind: 'refund_failed' }
  }
}
