import { type Locale, translate } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { StoredItem } from '../payments/bookingKinds'
import { routeText } from './flightPricing'
import { flightRecordsOf } from './flightRecord'

/**
 * A flight's item in another language: its checkout wrote "Vol JFK → ACC → JFK · Delta DL 1047"
 * (flightPricing.ts); only "Vol"/"Flight" depends on the language, the route comes from the stored
 * itinerary and the airlines and flight number stay as stored. Null for a name it did not write (a package's).
 */
export async function flightItemNameIn(
  payload: Payload,
  booking: StoredItem,
  locale: Locale,
): Promise<string | null> {
  const flight = (await flightRecordsOf(payload, [booking.id])).get(booking.id)
  if (!flight?.itinerary.segments?.length) return null
  const route = routeText(flight.itinerary)
  const asStored = translate(booking.locale, 'paymentMail.item.flight', { route })
  if (!booking.itemName.startsWith(asStored)) return null
  return `${translate(locale, 'paymentMail.item.flight', { route })}${booking.itemName.slice(asStored.length)}`
}
