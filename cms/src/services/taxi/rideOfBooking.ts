import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Ride } from '../../payload-types'

/** The ride a booking paid for (a taxi booking has one), or null when the booking has none. */
export async function rideOfBooking(payload: Payload, bookingId: number): Promise<Ride | null> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.rides,
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}
