import type { THotelSort } from '../core/plain.ts'
import { HOTEL_PRICE_SLIDER } from '../flights/plain.ts'

/** Amenities by star rating (spec 02 §9): Wifi and Parking always; Restaurant and Fitness from 4 stars; Room Service and Spa at 5. */
export function amenitiesForStars(stars: number): string[] {
  return [
    'Wifi',
    'Parking',
    ...(stars >= 4 ? ['Restaurant', 'Fitness'] : []),
    ...(stars >= 5 ? ['Room Service', 'Spa'] : []),
  ]
}

/** A season of a hotel's rates: months 1–12, inclusive, wrapping over the new year (11 → 2). */
export type TSeasonRate = {
  readonly startMonth: number
  readonly endMonth: number
  readonly pricePerNight: number
}

const isInSeason = (month: number, { startMonth, endMonth }: TSeasonRate): boolean =>
  startMonth <= endMonth ? month >= startMonth && month <= endMonth : month >= startMonth || month <= endMonth

/** The rate of one night (minor units): the first season holding its month, else the base rate. */
export function nightlyRate(
  hotel: { pricePerNight: number; seasonalRates?: readonly TSeasonRate[] | null },
  night: string,
): number {
  const month = Number(night.slice(5, 7))
  return (
    hotel.seasonalRates?.find((season) => isInSeason(month, season))?.pricePerNight ?? hotel.pricePerNight
  )
}

/** The nights of a stay, "YYYY-MM-DD" each, from check-in up to the day before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = []
  const end = Date.parse(`${checkOut}T00:00:00Z`)
  for (let day = Date.parse(`${checkIn}T00:00:00Z`); day < end; day += 86_400_000) {
    nights.push(new Date(day).toISOString().slice(0, 10))
  }
  return nights
}

export type TStayPrice = {
  /** Average price of one room for one night, after any discount (minor units). */
  pricePerNight: number
  /** The same before the discount, only when a real discount applies. */
  originalPricePerNight: number | null
  /** Every night of every room, after any discount. */
  total: number
}

/** What a stay costs: each night at its season's rate, less the hotel's discount when it has one. */
export function stayPrice(
  hotel: {
    pricePerNight: number
    seasonalRates?: readonly TSeasonRate[] | null
    discountPercent?: number | null
  },
  { checkIn, checkOut, rooms }: { checkIn: string; checkOut: string; rooms: number },
): TStayPrice {
  const nights = stayNights(checkIn, checkOut)
  const undiscounted = nights.reduce((sum, night) => sum + nightlyRate(hotel, night), 0)
  const discount = Math.max(0, Math.min(90, hotel.discountPercent ?? 0))
  const discounted = Math.round((undiscounted * (100 - discount)) / 100)
  const count = Math.max(1, nights.length)
  return {
    pricePerNight: Math.round(discounted / count),
    originalPricePerNight: discount > 0 ? Math.round(undiscounted / count) : null,
    total: discounted * rooms,
  }
}

export type THotelFilter = { stars?: number | 'all'; minPrice?: number; maxPrice?: number }

/**
 * The results panel's filter (spec 02 §5): the star match is exact, and the nightly price
 * (major units of the displayed currency) must lie within the slider's bounds, 0–2000.
 */
export function matchesHotelFilter(
  hotel: { stars: number; pricePerNightMajor: number },
  { stars = 'all', minPrice = HOTEL_PRICE_SLIDER.min, maxPrice = HOTEL_PRICE_SLIDER.max }: THotelFilter,
): boolean {
  const isStarMatch = stars === 'all' || hotel.stars === stars
  return isStarMatch && hotel.pricePerNightMajor >= minPrice && hotel.pricePerNightMajor <= maxPrice
}

type Sortable = { stars: number; rating: number; pricePerNight: number; name: string }

/** Cheapest first, or best rated / most stars first; ties by name so the order is stable. */
export function compareHotels(sort: THotelSort): (a: Sortable, b: Sortable) => number {
  const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name)
  if (sort === 'rating') return (a, b) => b.rating - a.rating || byName(a, b)
  if (sort === 'stars')
    return (a, b) => b.stars - a.stars || a.pricePerNight - b.pricePerNight || byName(a, b)
  return (a, b) => a.pricePerNight - b.pricePerNight || byName(a, b)
}
