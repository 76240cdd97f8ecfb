import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { mailCancellation } from '../payments/confirmation/cancellationDelivery'
import { closeCheckout } from '../taxi/cancelRide'
import { cancelByStaff } from './staffBookingActions'

export type StaffCancelBookingOutcome =
  | { kind: 'refunded' | 'cancelled' }
  | { kind: 'not_found' | 'refused' | 'refund_failed' }

type StaffCancelInput = { bookingId: number; reason: string }

/**
 * POST /api/admin/bookings/:id/cancel: the booking cancelled by staff (cancelByStaff), then what
 * follows outside its transaction: an unpaid one's checkout closed, a refunded one's traveller mailed.
 */
export async function staffCancelBooking(
  payload: Payload,
  { bookingId, reason }: StaffCancelInput,
  admin: { id: number | string },
): Promise<StaffCancelBookingOutcome> {
  const outcome = await cancelByStaff(payload, {
    bookingId,
    adminId: Number(admin.id),
    reason,
    now: new Date(),
  })
  if (outcome.kind === 'cancelled') {
    if (outcome.sessionToClose) await closeCheckout(payload, outcome.sessionToClose)
    return { kind: 'cancelled' }
  }
  if (outcome.kind !== 'refunded') return outcome
  const booking = await payload.findByID({ collection: COLLECTION_SLUGS.bookings, id: bookingId, depth: 0 })
  await mailCancellation(payload, booking, outcome.refund.amount)
  return { kind: 'refunded' }
}
