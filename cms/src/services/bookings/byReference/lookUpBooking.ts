import type { TBookingLookupInput, TManagedBooking } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { foundByReference, type NotFound } from './foundByReference'
import { managedBooking } from './managedBooking'

/** POST /api/bookings/lookup: the booking, for whoever holds its reference and address. */
export async function lookUpBooking(
  payload: Payload,
  input: TBookingLookupInput,
): Promise<NotFound | { kind: 'found'; booking: TManagedBooking }> {
  const found = await foundByReference(payload, input)
  if (!found) return { kind: 'not_found' }
  return { kind: 'found', booking: await managedBooking(payload, found.booking, found.locale) }
}
