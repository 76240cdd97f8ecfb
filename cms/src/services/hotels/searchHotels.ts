import {
  COLLECTION_SLUGS,
  cityAirportDistance,
  compareHotels,
  foldText,
  fromMinor,
  matchesHotelFilter,
  photoOf,
  populated,
  roomOffers,
  stayNights,
  type TCurrency,
  type THotelResult,
  type THotelSearchQuery,
} from '@nexovia/content-schema'
import type { Payload, Where } from 'payload'
import type { Hotel, Media } from '../../payload-types'
import { roomsTakenOnFullestNight } from './roomAvailability'
import { configuredStaySupplier } from './suppliers/configuredStaySupplier'

/** Payload's `contains` is an ILIKE: a typed %, _ or \\ must match itself, not any text. */
const literalLike = (term: string): string => term.replace(/[\\%_]/g, (character) => `\\${character}`)

/** The places a typed location may name: "San José, Costa Rica" also looks for "san jose". */
function locationTerms(location: string): string[] {
  const folded = foldText(location)
  const beforeComma = foldText(location.split(',')[0] ?? '')
  return [...new Set([folded, beforeComma].filter((term) => term.length > 0))].map(literalLike)
}

const photoOrNull = (media: Media | null | undefined) => (media ? photoOf(media) : null)

/** The card of a hotel with a room for the party on every night, priced at its cheapest room and plan. */
function toResult(hotel: Hotel, query: THotelSearchQuery, taken: Map<string, number>): THotelResult | null {
  const stay = { checkIn: query.check_in_date, checkOut: query.check_out_date }
  const party = { adults: query.num_adults, children: query.num_children, rooms: query.num_rooms }
  const offers = roomOffers(hotel, { stay, party, taken })
  const cheapest = offers[0]?.rate_plans[0]
  if (!cheapest) return null
  const discount = hotel.discountPercent ?? 0
  const plans = offers.flatMap((offer) => offer.rate_plans)
  return {
    hotel_id: hotel.id,
    hotel_name: hotel.name,
    star_rating: hotel.stars,
    description: hotel.description ?? '',
    approximate_price: cheapest.price_per_night,
    city: hotel.city,
    address: hotel.address,
    lat: hotel.lat,
    lng: hotel.lng,
    distance_km: hotel.distanceFromCentreKm ?? null,
    airport_distance: cityAirportDistance(hotel),
    rating: hotel.rating ?? 0,
    review_count: hotel.reviewCount ?? 0,
    amenities: hotel.amenities ?? [],
    price_per_night: cheapest.price_per_night,
    original_price_per_night:
      discount > 0 ? Math.round((cheapest.price_per_night * 100) / (100 - discount)) : null,
    total_price: cheapest.total_price,
    nights: stayNights(stay.checkIn, stay.checkOut).length,
    rooms: query.num_rooms,
    rooms_available: Math.max(...offers.map((offer) => offer.rooms_left)),
    currency: hotel.currency as TCurrency,
    free_breakfast: plans.some((plan) => plan.has_breakfast),
    free_cancellation: plans.some((plan) => plan.is_refundable),
    image_url: populated<Media>(hotel.image)?.url ?? null,
    image: photoOrNull(populated<Media>(hotel.image)),
    check_in_time: hotel.checkInTime,
    check_out_time: hotel.checkOutTime,
    room_types: offers,
  }
}

/**
 * The hotels of the inventory for a search: the location matched against the hotel's name and
 * city whatever the case and accents, only hotels with a room type that sleeps the party and has its
 * rooms free on every night (counted from the stays sold), priced night by night at the cheapest plan, then the panel's filter (exact stars, price within the slider) and sort.
 */
export async function searchInventoryHotels(
  payload: Payload,
  query: THotelSearchQuery,
  now = new Date(),
): Promise<THotelResult[]> {
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
  const taken = await roomsTakenOnFullestNight(payload, {
    hotelIds: docs.map((hotel) => hotel.id),
    stay: { checkIn: query.check_in_date, checkOut: query.check_out_date },
    now,
  })
  return docs
    .flatMap((hotel) => toResult(hotel, query, taken) ?? [])
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

/** The hotel search: the configured supplier's hotels (the cms collection unless HOTELS_SUPPLIER=duffel). */
export async function searchHotels(
  payload: Payload,
  query: THotelSearchQuery,
  now = new Date(),
): Promise<THotelResult[]> {
  const supplier = configuredStaySupplier(searchInventoryHotels)
  try {
    return await supplier.search(payload, query, now)
  } catch (cause) {
    // A supplier that fails answers no hotel (the page says so), never a 500.
    payload.logger.error(`Hotel supplier ${supplier.name} failed: ${String(cause)}`)
    return []
  }
}
