import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted booking takes its passengers' passport details with it: nothing is kept without a reason. */
export const deleteTravellers: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await req.payload.delete({
    collection: COLLECTION_SLUGS.bookingTravellers,
    where: { booking: { equals: id } },
    req,
    depth: 0,
  })
}
