import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { HOTEL_FACADES, ROOM_PHOTOS } from './data/hotel-photos'
import { frenchRoomType, seedRoomType } from './data/hotel-room-types'
import { HOTELS } from './data/hotels'
import { ensureSeedMedia } from './seedMedia'
import type { SeedArgs } from './types'

/**
 * The seeded photos' media ids (uploaded once, so Payload makes their image sizes), in list order.
 * One after another: the seed's calls share one transaction's client, and pg queues (and deprecates)
 * a query sent while another is running on it.
 */
async function uploaded(
  args: SeedArgs,
  photos: readonly { name: string; alt: { en: string; fr: string } }[],
) {
  const ids: number[] = []
  for (const photo of photos) ids.push(await ensureSeedMedia(args, photo.name, photo.alt))
  return ids
}

/** A relationship as an id, whether Payload gave it populated or not. */
const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/** The hotel inventory: each hotel missing by name is created in English, then given its French words. */
export async function seedHotels(args: SeedArgs): Promise<void> {
  const { payload, req } = args
  const existing = await payload.find({
    collection: COLLECTION_SLUGS.hotels,
    pagination: false,
    select: { name: true },
    req,
  })
  const known = new Set(existing.docs.map((hotel) => hotel.name))
  const missing = HOTELS.filter((hotel) => !known.has(hotel.name))
  if (!missing.length) return
  const facades = await uploaded(args, HOTEL_FACADES)
  const rooms = await uploaded(args, ROOM_PHOTOS)
  for (const [index, seed] of missing.entries()) {
    const { description, roomsAvailable, seasonalRates, freeBreakfast, freeCancellation, ...hotel } = seed
    const created = await payload.create({
      collection: COLLECTION_SLUGS.hotels,
      locale: 'en',
      data: {
        ...hotel,
        currency: 'USD',
        description: description.en,
        checkInTime: '15:00',
        checkOutTime: '11:00',
        image: facades[index % facades.length],
        roomTypes: [{ ...seedRoomType(seed), photos: [rooms[index % rooms.length]!] }],
      },
      req,
    })
    await payload.update({
      collection: COLLECTION_SLUGS.hotels,
      id: created.id,
      locale: 'fr',
      data: {
        description: description.fr,
        roomTypes: (created.roomTypes ?? []).map((roomType) => ({
          ...frenchRoomType(roomType),
          photos: (roomType.photos ?? []).map(idOf),
        })),
      },
      req,
    })
  }
  payload.logger.info(`Seeded ${missing.length} hotels with their photos`)
}
