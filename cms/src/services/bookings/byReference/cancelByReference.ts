import type { TBookingLookupInput, TManagedBooking } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { mailCancellation } from '../../payments/confirmation/cancellationDelivery'
import { cancelByTraveller } from '../../payments/refunds/cancelByTraveller'
import { foundByReference, type NotFound } from './foundByReference'
import { managedAfresh } from './managedBooking'

export type CancelOutcome =
  | NotFound
  | { kind: 'refused' | 'refund_failed' }
  | { kind: 'cancelled'; booking: TManagedBooking }

/**
 * POST /api/bookings/lookup/cancel: the traveller cancels within the free cancellation and is
 * refunded in full (payments/refunds/cancelByTraveller.ts), then mailed; the booking as it now stands.
 */
export async function cancelByReference(
  payload: Payload,
  input: TBookingLookupInput,
): Promise<CancelOutcome> {
  const found = await foundByReference(payload, input)
  if (!found) return { kind: 'not_found' }
  const { booking, locale } = found
  const outcome = await cancelByTraveller(payload, booking, new Date())
  if (outcome.kind === 'refused' || outcome.kind === 'refund_failed') return { kind: outcome.kind }
  await mailCancellation(payload, booking, outcome.refund.amount)
  return { kind: 'cancelled', booking: await managedAfresh(payload, booking.id, locale) }
}
