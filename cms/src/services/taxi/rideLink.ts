import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { PayloadRequest } from 'payload'
import type { BookingDraft } from '../payments/checkout/bookingDraft'

/**
 * Stores a ride's pending booking and points the ride at it, in the booking's transaction
 * (openCheckout begins one): the ride's link is the only one between them (issue 33).
 */
export async function storeRideBooking<T>(
  req: PayloadRequest,
  draft: BookingDraft,
  store: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const booking = await store(req)
  if (draft.ride) {
    await req.payload.update({
      collection: COLLECTION_SLUGS.rides,
      id: draft.ride,
      data: { booking: (booking as { id: number }).id },
      req,
      depth: 0,
    })
  }
  return booking
}
