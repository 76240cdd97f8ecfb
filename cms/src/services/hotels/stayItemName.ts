import { COLLECTION_SLUGS, type Locale } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { StoredItem } from '../payments/bookingKinds'

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value ? value.id : value

/**
 * A stay's item in another language: "Hotel, City · room type" as its checkout wrote it
 * (stayPricing.ts), the room type's name read in that language (hotel names and cities are not
 * translated). Null for a supplier's stay, which has no hotel of ours, or a room type since removed.
 */
export async function stayItemNameIn(
  payload: Payload,
  booking: StoredItem,
  locale: Locale,
): Promise<string | null> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookingStays,
    where: { booking: { equals: booking.id } },
    limit: 1,
    depth: 0,
  })
  const hotelId = idOf(docs[0]?.hotel)
  if (!docs[0]?.roomType || !hotelId) return null
  const hotel = await payload
    .findByID({ collection: COLLECTION_SLUGS.hotels, id: hotelId, depth: 0, locale })
    .catch(() => null)
  const roomType = hotel?.roomTypes?.find((room) => room.id === docs[0]?.roomType)
  return hotel && roomType ? `${hotel.name}, ${hotel.city} · ${roomType.name}` : null
}
