import type { Locale } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { StoredItem } from '../payments/bookingKinds'
import { placeNameIn } from '../places/localPlaces'
import { rideItemName } from './rideMail'
import { rideOfBooking } from './rideOfBooking'

/**
 * A ride's item in another language: "Airport transfer: {from} → {to}" (rideMail.ts), each end named
 * in that language when the traveller chose it among our places. Null when the booking has no ride.
 */
export async function rideItemNameIn(
  payload: Payload,
  booking: StoredItem,
  locale: Locale,
): Promise<string | null> {
  const ride = await rideOfBooking(payload, booking.id)
  if (!ride) return null
  const [from, to] = await Promise.all([
    placeNameIn(payload, ride.origin.address, locale),
    placeNameIn(payload, ride.destination.address, locale),
  ])
  return rideItemName({ from, to }, locale)
}
