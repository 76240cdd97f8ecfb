import {
  COLLECTION_SLUGS,
  compareHotels,
  foldText,
  fromMinor,
  matchesHotelFilter,
  populated,
  stayPrice,
  type TCurrency,
  type THotelResult,
  type THotelSearchQuery,
} from '@nexovia/content-schema'
import type { Payload, Where } from 'payload'
import type { Hotel, Media } from '../../payload-types'

/** Payload's `contains` is an ILIKE: a typed %, _ or \\ must match itself, not any text. */
const literalLike = (term: string): string => term.replace(/[\\%_]/g, (character) => `\\${character}`)

/** The places a typed location may name: "San José, Costa Rica" also looks for "san jose". */
function locationTerms(location: string): string[] {
  const folded = foldText(location)
  const beforeComma = foldText(location.split(',')[0] ?? '')
  return [...new Set([folded, beforeComma].filter((term) => term.length > 0))].map(literalLike)
}

function toResult(hotel: Hotel, query: THotelSearchQuery): THotelResult {
  const price = stayPrice(
    {
      pricePerNight: hotel.pricePerNight,
      seasonalRates: hotel.seasonalRates,
      discountPercent: hotel.discountPercent,
    },
    { checkIn: query.check_in_date, checkOut: query.check_out_date, rooms: query.num_rooms },
  )
  const nights = Math.round((Date.parse(query.check_out_date) - Date.parse(query.check_in_date)) / 86_400_000)
  return {
    hotel_id: hotel.id,
    hotel_name: hotel.name,
    star_rating: hotel.stars,
    description: hotel.description ?? '',
    approximate_price: price.pricePerNight,
    city: hotel.city,
    address: hotel.address,
    lat: hotel.lat,
    lng: hotel.lng,
    distance_km: hotel.distanceFromCentreKm ?? null,
    rating: hotel.rating ?? 0,
    review_count: hotel.reviewCount ?? 0,
    amenities: hotel.amenities ?? [],
    price_per_night: price.pricePerNight,
    original_price_per_night: price.originalPricePerNight,
    total_price: price.total,
    nights,
    rooms: query.num_rooms,
    rooms_available: hotel.roomsAvailable ?? 0,
    currency: hotel.currency as TCurrency,
    free_breakfast: Boolean(hotel.freeBreakfast),
    free_cancellation: Boolean(hotel.freeCancellation),
    image_url: populated<Media>(hotel.image)?.url ?? null,
  }
}

/**
 * The hotels of the inventory for a search: the location matched against the hotel's name and
 * city whatever the case and accents, the stay priced night by night, hotels without enough rooms
 * left out, then the panel's filter (exact stars, price within the slider) and sort.
 */
export async function searchHotels(payload: Payload, query: THotelSearchQuery): Promise<THotelResult[]> {
  const where: Where = {
    or: locationTerms(query.location).map((term) => ({ searchText: { contains: term } })),
  }
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.hotels,
    where,
    locale: query.locale,
    depth: 1,
    limit: 200,
    overrideAccess: false,
  })
  return docs
    .filter((hotel) => (hotel.roomsAvailable ?? 0) >= query.num_rooms)
    .map((hotel) => toResult(hotel, query))
    .filter((hotel) =>
      matchesHotelFilter(
        { stars: hotel.star_rating, pricePerNightMajor: fromMinor(hotel.price_per_night, hotel.currency) },
        { stars: query.stars, minPrice: query.min_price, maxPrice: query.max_price },
      ),
    )
    .sort((a, b) =>
      compareHotels(query.sort)(
        { stars: a.star_rating, rating: a.rating, pricePerNight: a.price_per_night, name: a.hotel_name },
        { stars: b.star_rating, rating: b.rating, pricePerNight: b.price_per_night, name: b.hotel_name },
      ),
    )
}
