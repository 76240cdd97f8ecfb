import { srcsetOf } from '../content/index.ts'
import { populated, type TDocId } from '../core/primitives.ts'
import { fitsParty, ratePlanStayPrice, type TRatePlanTerms, type TRoomTypeTerms } from './room-types.ts'
import type { THotelPhoto, TRoomTypeOffer } from './search.ts'

export type TParty = { adults: number; children?: number; rooms: number }
type Stay = { checkIn: string; checkOut: string }

/** A media document as Payload returns it, with any image sizes. */
type Media = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { url?: string | null; width?: number | null }> | null
}

/** A hotel's room types as the cms stores them (ids are the array rows'). */
export type TStoredHotelRooms = {
  discountPercent?: number | null
  roomTypes?:
    | readonly (TRoomTypeTerms & {
        id?: string | null
        name: string
        beds: string
        rooms: number
        maxChildren: number
        amenities?: string[] | null
        photos?: readonly (TDocId | Media)[] | null
        ratePlans?: readonly (TRatePlanTerms & { id?: string | null; hasBreakfast?: boolean | null })[] | null
      })[]
    | null
}

/** A media document as a card's photo (its Payload sizes as a srcset when it has any). */
export function photoOf(media: Media): THotelPhoto | null {
  if (!media.url) return null
  return {
    url: media.url,
    alt: media.alt ?? '',
    width: media.width ?? null,
    height: media.height ?? null,
    srcset: srcsetOf(media),
  }
}

/**
 * The hotel's room types that sleep the party, each with its rate plans priced for the stay and the
 * rooms left on the stay's fullest night (`taken` per room type id), cheapest first; a type without a
 * room for every night is left out.
 */
export function roomOffers(
  hotel: TStoredHotelRooms,
  options: { stay: Stay; party: TParty; taken: ReadonlyMap<string, number> },
): TRoomTypeOffer[] {
  const { stay, party, taken } = options
  return (hotel.roomTypes ?? [])
    .filter((roomType) => roomType.id && fitsParty(roomType, party))
    .map((roomType) => ({
      id: roomType.id!,
      name: roomType.name,
      beds: roomType.beds,
      max_adults: roomType.maxAdults,
      max_children: roomType.maxChildren,
      rooms_left: Math.max(0, roomType.rooms - (taken.get(roomType.id!) ?? 0)),
      amenities: roomType.amenities ?? [],
      photos: (roomType.photos ?? []).flatMap((photo) => {
        const media = populated<Media>(photo)
        const shown = media ? photoOf(media) : null
        return shown ? [shown] : []
      }),
      rate_plans: (roomType.ratePlans ?? [])
        .filter((plan) => plan.id)
        .map((plan) => {
          const price = ratePlanStayPrice(roomType, plan, {
            ...stay,
            rooms: party.rooms,
            discountPercent: hotel.discountPercent,
          })
          return {
            id: plan.id!,
            is_refundable: Boolean(plan.isRefundable),
            free_cancellation_hours: plan.isRefundable ? (plan.freeCancellationHours ?? 48) : null,
            has_breakfast: Boolean(plan.hasBreakfast),
            price_per_night: price.pricePerNight,
            total_price: price.total,
          }
        })
        .sort((a, b) => a.total_price - b.total_price),
    }))
    .filter((offer) => offer.rooms_left >= party.rooms && offer.rate_plans.length > 0)
    .sort((a, b) => a.rate_plans[0]!.total_price - b.rate_plans[0]!.total_price)
}

/** The room type and rate plan a traveller chose (ids from the results), or the cheapest when none was named. */
export function chosenRoom(
  offers: readonly TRoomTypeOffer[],
  choice: { roomTypeId?: string | null; ratePlanId?: string | null },
): { roomType: TRoomTypeOffer; plan: TRoomTypeOffer['rate_plans'][number] } | null {
  const roomType = choice.roomTypeId ? offers.find((offer) => offer.id === choice.roomTypeId) : offers[0]
  const plan = choice.ratePlanId
    ? roomType?.rate_plans.find((ratePlan) => ratePlan.id === choice.ratePlanId)
    : roomType?.rate_plans[0]
  return roomType && plan ? { roomType, plan } : null
}
