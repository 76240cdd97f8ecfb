import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../../payload-types'
import { bookingIdByReference } from './bookingStore'

/**
 * The paid booking with this reference AND this address (any case), else null: a wrong reference and
 * a wrong address look the same to the caller. Unpaid checkouts have no reference and are never found.
 */
export async function findBookingByReference(
  payload: Payload,
  reference: string,
  email: string,
): Promise<Booking | null> {
  const id = await bookingIdByReference(payload, reference, email)
  return id === undefined ? null : payload.findByID({ collection: COLLECTION_SLUGS.bookings, id, depth: 0 })
}
