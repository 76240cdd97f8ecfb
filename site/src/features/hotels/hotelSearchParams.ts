import type { THotelSort } from '@nexovia/content-schema/core/enum-schemas'
import { HOTEL_LIMITS, HOTEL_PRICE_SLIDER } from '@nexovia/content-schema/flights/constants'
import { isSupplierRate } from '@nexovia/content-schema/hotels/stay-rate'
import type { HotelForm } from '../search/searchRules'

/** The stay a results page shows (the home panel's hotel form): the spec's query parameters, read leniently. */
export type HotelStay = HotelForm

export type StarFilter = 'all' | 5 | 4 | 3 | 2

/** The filter panel's state: sort, exact star rating, and the slider's upper bound (displayed currency). */
export type HotelFilters = { sort: THotelSort; stars: StarFilter; maxPrice: number }

export const STAR_FILTERS: readonly StarFilter[] = ['all', 5, 4, 3, 2]
export const HOTEL_SORTS: readonly THotelSort[] = ['price', 'rating', 'stars']

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date "YYYY-MM-DD" that exists (2026-02-30 does not). */
function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A whole count within its limits; missing, non-numeric or out-of-range values give the fallback or the nearest limit. */
function countOr(value: string | null, fallback: number, { min, max }: { min: number; max: number }): number {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback
  return Math.min(max, Math.max(min, Number(value)))
}

/**
 * The stay of the query string (spec 02 §5): location, check_in_date and check_out_date are
 * required (null sends the visitor home); num_adults and num_rooms default to 1 when missing or non-numeric.
 */
export function readHotelStay(params: URLSearchParams): HotelStay | null {
  const location = params.get('location')?.trim() ?? ''
  const checkIn = params.get('check_in_date')?.trim() ?? ''
  const checkOut = params.get('check_out_date')?.trim() ?? ''
  if (!location || !isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return null
  return {
    location: location.slice(0, 100),
    checkIn,
    checkOut,
    adults: countOr(params.get('num_adults'), 1, HOTEL_LIMITS.adults),
    children: countOr(params.get('num_children'), 0, HOTEL_LIMITS.children),
    rooms: countOr(params.get('num_rooms'), 1, HOTEL_LIMITS.rooms),
  }
}

/** The slider's value as a whole amount within 0–2000; anything unreadable is the top of the range. */
export function sliderBound(value: string | number | null | undefined): number {
  const amount = typeof value === 'number' ? value : Number(value?.trim() || Number.NaN)
  if (!Number.isFinite(amount)) return HOTEL_PRICE_SLIDER.max
  return Math.min(HOTEL_PRICE_SLIDER.max, Math.max(HOTEL_PRICE_SLIDER.min, Math.round(amount)))
}

/** The panel's state from the query string (sort, stars, max_price), each falling back to its default. */
export function readHotelFilters(params: URLSearchParams): HotelFilters {
  const sort = HOTEL_SORTS.find((option) => option === params.get('sort')) ?? 'price'
  const stars = STAR_FILTERS.find((option) => String(option) === params.get('stars')) ?? 'all'
  return { sort, stars, maxPrice: sliderBound(params.get('max_price')) }
}

/** The query string of a panel state, defaults left out so the shared link stays short. */
export function filtersQuery(filters: HotelFilters): Record<string, string> {
  return {
    ...(filters.sort === 'price' ? {} : { sort: filters.sort }),
    ...(filters.stars === 'all' ? {} : { stars: String(filters.stars) }),
    ...(filters.maxPrice === HOTEL_PRICE_SLIDER.max ? {} : { max_price: String(filters.maxPrice) }),
  }
}

/** 'Select Room' (or a rate plan's 'Choose'): the payment page with that hotel, the dates, the guests, the rooms and any room type and plan chosen. */
export function selectRoomHref(
  paymentPath: string,
  hotelId: string | number,
  stay: HotelStay,
  choice?: { roomTypeId: string; ratePlanId: string },
): string {
  // A supplier's rate carries its stay and price: the payment page reads them from it, the cms checks it.
  if (choice && isSupplierRate(choice.ratePlanId)) {
    return `${paymentPath}?${new URLSearchParams({ stay_rate: choice.ratePlanId })}`
  }
  const query = new URLSearchParams({
    hotel_id: String(hotelId),
    check_in_date: stay.checkIn,
    check_out_date: stay.checkOut,
    num_adults: String(stay.adults),
    num_rooms: String(stay.rooms),
    ...(choice ? { room_type_id: choice.roomTypeId, rate_plan_id: choice.ratePlanId } : {}),
  })
  return `${paymentPath}?${query}`
}
