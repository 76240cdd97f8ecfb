import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { Payload, PayloadRequest } from 'payload'
import type { BookingDraft } from './bookingDraft'

/**
 * Keeps a package as sold beside its booking (booking-packages), in the booking's transaction
 * (openCheckout begins one). A draft without a package keeps nothing.
 */
export async function storePackageRecord(
  payload: Payload,
  req: PayloadRequest,
  bookingId: number,
  draft: BookingDraft,
) {
  if (!draft.packageSale) return
  await payload.create({
    collection: COLLECTION_SLUGS.bookingPackages,
    data: { booking: bookingId, ...draft.packageSale },
    req,
    depth: 0,
  })
}
