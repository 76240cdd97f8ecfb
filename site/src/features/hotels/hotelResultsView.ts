import type { TCurrency } from '@nexovia/content-schema/core'
import { compareHotels, matchesHotelFilter } from '@nexovia/content-schema/hotels/rules'
import type { HotelFilters } from './hotelSearchParams'

/** What the panel ranks a hotel by: stars, guest rating, nightly price (major units of the displayed currency) and name. */
export type Rankable = { stars: number; rating: number; priceMajor: number; name: string }

/** True when the hotel passes the panel's filter: exact star match, price within the slider's bounds. */
export function isShown(hotel: Rankable, filters: HotelFilters): boolean {
  return matchesHotelFilter(
    { stars: hotel.stars, pricePerNightMajor: hotel.priceMajor },
    { stars: filters.stars, maxPrice: filters.maxPrice },
  )
}

/** Every hotel in the panel's order (the server renders them all, hiding those the filter leaves out). */
export function rankedHotels<T extends Rankable>(hotels: readonly T[], filters: HotelFilters): T[] {
  const compare = compareHotels(filters.sort)
  const key = (hotel: T) => ({ ...hotel, pricePerNight: hotel.priceMajor })
  return [...hotels].sort((a, b) => compare(key(a), key(b)))
}

/** The hotels the panel shows, in its order. */
export function visibleHotels<T extends Rankable>(hotels: readonly T[], filters: HotelFilters): T[] {
  return rankedHotels(hotels, filters).filter((hotel) => isShown(hotel, filters))
}

/** The price to strike through: the one before a real discount, never a made-up "was" price. */
export function struckPrice(hotel: { price_per_night: number; original_price_per_night: number | null }) {
  const original = hotel.original_price_per_night
  return original !== null && original > hotel.price_per_night ? original : null
}

/** The hotel cities in West Africa and their currency: their prices show its equivalent beside the dollar rate. */
const CITY_CURRENCIES: Readonly<Record<string, TCurrency>> = {
  Abidjan: 'XOF',
  Dakar: 'XOF',
  Accra: 'GHS',
  Lagos: 'NGN',
  Abuja: 'NGN',
}

export const cityCurrency = (city: string): TCurrency | undefined => CITY_CURRENCIES[city]
