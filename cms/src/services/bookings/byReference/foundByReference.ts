import type { Locale, TBookingLookupInput } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../../payload-types'
import { findBookingByReference } from '../../payments/bookings/bookingLookup'

/** The booking a traveller names by reference and address, and the language to word it in. */
export type FoundBooking = { booking: Booking; locale: Locale }

/** What every use case by reference answers when the pair names nothing (the same for either wrong). */
export type NotFound = { kind: 'not_found' }

/** The booking of a lookup (its input already valid), or null: a wrong reference or address alike. */
export async function foundByReference(
  payload: Payload,
  input: TBookingLookupInput,
): Promise<FoundBooking | null> {
  const booking = await findBookingByReference(payload, input.reference, input.email)
  return booking ? { booking, locale: input.locale ?? (booking.locale as Locale) } : null
}
