import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { frenchRoomType, seedRoomType } from './data/hotel-room-types'
import { HOTELS } from './data/hotels'
import type { SeedArgs } from './types'

/** The hotel inventory: each hotel missing by name is created in English, then given its French words. */
export async function seedHotels({ payload, req }: SeedArgs): Promise<void> {
  const existing = await payload.find({
    collection: COLLECTION_SLUGS.hotels,
    pagination: false,
    select: { name: true },
    req,
  })
  const known = new Set(existing.docs.map((hotel) => hotel.name))
  const missing = HOTELS.filter((hotel) => !known.has(hotel.name))
  for (const seed of missing) {
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
        roomTypes: [seedRoomType(seed)],
      },
      req,
    })
    await payload.update({
      collection: COLLECTION_SLUGS.hotels,
      id: created.id,
      locale: 'fr',
      data: { description: description.fr, roomTypes: (created.roomTypes ?? []).map(frenchRoomType) },
      req,
    })
  }
  if (missing.length) payload.logger.info(`Seeded ${missing.length} hotels`)
}
