import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionBeforeDeleteHook } from 'payload'

/** The records kept apart from a booking, one per booking (issue 33), which go when it goes. */
const KEPT_APART = [
  COLLECTION_SLUGS.bookingTravellers,
  COLLECTION_SLUGS.flightTickets,
  COLLECTION_SLUGS.bookingStays,
  COLLECTION_SLUGS.bookingFlights,
  COLLECTION_SLUGS.bookingPackages,
] as const

/**
 * A deleted booking takes its passengers' passport details and its flight tickets with it: nothing
 * is kept without a reason (and a row pointing at no booking would break the required link).
 */
export const deleteBookingRecords: CollectionBeforeDeleteHook = async ({ req, id }) => {
  for (const collection of KEPT_APART)
    await req.payload.delete({ collection, where: { booking: { equals: id } }, req, depth: 0 })
}
