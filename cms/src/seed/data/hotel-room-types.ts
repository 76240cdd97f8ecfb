import type { HotelSeed } from './hotels'

/** The room type's words in each language. */
const STANDARD = {
  en: { name: 'Standard room', beds: '1 double bed or 2 single beds' },
  fr: { name: 'Chambre standard', beds: '1 lit double ou 2 lits simples' },
} as const

/**
 * A seeded hotel's one room type: all its rooms, its rates by season, and two rate plans, its own policy
 * at its price and the other (non-refundable 10 % cheaper, or refundable 10 % dearer), the same shape the
 * room-types migration gave existing hotels.
 */
export function seedRoomType(hotel: HotelSeed) {
  return {
    ...STANDARD.en,
    rooms: hotel.roomsAvailable,
    maxAdults: 2,
    maxChildren: 1,
    pricePerNight: hotel.pricePerNight,
    seasonalRates: hotel.seasonalRates,
    ratePlans: [
      {
        isRefundable: hotel.freeCancellation,
        freeCancellationHours: 48,
        hasBreakfast: hotel.freeBreakfast,
        priceAdjustmentPercent: 0,
      },
      {
        isRefundable: !hotel.freeCancellation,
        freeCancellationHours: 48,
        hasBreakfast: hotel.freeBreakfast,
        priceAdjustmentPercent: hotel.freeCancellation ? -10 : 10,
      },
    ],
  }
}

/** The French words of a created room type (its row id kept, so the update changes that row). */
export const frenchRoomType = <T extends { id?: string | null }>(roomType: T) => ({
  ...roomType,
  ...STANDARD.fr,
})
