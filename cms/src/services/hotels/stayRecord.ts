import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { PayloadRequest } from 'payload'
import type { BookingDraft } from '../payments/checkout/bookingDraft'

/**
 * Keeps a stay as sold beside its booking (booking-stays), with the booking's request so that both
 * are in one transaction (and, for our hotels, inside the rooms' lock). A draft without a stay (a
 * package) keeps nothing.
 */
export async function storeStayRecord(req: PayloadRequest, bookingId: number, draft: BookingDraft) {
  if (!draft.stay) return
  await req.payload.create({
    collection: COLLECTION_SLUGS.bookingStays,
    data: { booking: bookingId, ...draft.stay },
    req,
    depth: 0,
  })
}
