import { z } from 'zod'
import { ZCurrency, ZHotelSort } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import {
  blankAsUndefined,
  dateField,
  intWithDefault,
  msg,
  payload,
  requiredText,
  ZMinorAmount,
} from '../core/primitives.ts'
import { HOTEL_LIMITS, HOTEL_PRICE_SLIDER, ROOMS_DEFAULT } from '../flights/plain.ts'
import { stayProblem } from './stay-bounds.ts'

const STAR_FILTERS = ['all', '5', '4', '3', '2'] as const

/**
 * A hotel search with the spec's field names (the results page's query string): a place (city or
 * hotel name) and two dates; guests and rooms default to 1 when missing or non-numeric. The panel's
 * filters ride along: stars (exact match or all), the price slider's bounds and the sort.
 */
export const ZHotelSearchQuery = payload({
  location: requiredText(100, 'validation.locationRequired'),
  check_in_date: dateField(),
  check_out_date: dateField(),
  num_adults: intWithDefault(1, HOTEL_LIMITS.adults, 'validation.adultsRange'),
  num_children: intWithDefault(0, HOTEL_LIMITS.children, 'validation.childrenRange'),
  num_rooms: intWithDefault(ROOMS_DEFAULT, HOTEL_LIMITS.rooms, 'validation.roomsRange'),
  stars: blankAsUndefined(
    z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.enum(STAR_FILTERS, msg('validation.invalidOption')),
    ),
  ).transform((stars) => (stars === undefined || stars === 'all' ? 'all' : Number(stars))),
  min_price: intWithDefault(HOTEL_PRICE_SLIDER.min, HOTEL_PRICE_SLIDER, 'validation.priceRange'),
  max_price: intWithDefault(HOTEL_PRICE_SLIDER.max, HOTEL_PRICE_SLIDER, 'validation.priceRange'),
  sort: blankAsUndefined(ZHotelSort).transform((sort) => sort ?? 'price'),
  locale: blankAsUndefined(ZLocale).transform((locale) => locale ?? 'en'),
})
  .superRefine((query, context) => {
    const problem = stayProblem(query.check_in_date, query.check_out_date)
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.key })
  })
  .refine((query) => query.min_price <= query.max_price, {
    path: ['min_price'],
    ...msg('validation.priceRange'),
  })
export type THotelSearchQuery = z.infer<typeof ZHotelSearchQuery>

/** A rate plan of a room type, priced for the stay searched. */
export const ZRatePlanOffer = z.object({
  id: z.string(),
  is_refundable: z.boolean(),
  /** Hours before check-in day until which a refundable plan is cancelled free; null when not refundable. */
  free_cancellation_hours: z.number().int().min(0).nullable(),
  has_breakfast: z.boolean(),
  price_per_night: ZMinorAmount,
  total_price: ZMinorAmount,
})
export type TRatePlanOffer = z.infer<typeof ZRatePlanOffer>

/** A photo with its Payload image sizes, for a responsive srcset. */
export const ZHotelPhoto = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  srcset: z.string(),
})
export type THotelPhoto = z.infer<typeof ZHotelPhoto>

/** A room type that sleeps the party and has a room for every night of the stay. */
export const ZRoomTypeOffer = z.object({
  id: z.string(),
  name: z.string(),
  beds: z.string(),
  max_adults: z.number().int().min(1),
  max_children: z.number().int().min(0),
  /** Rooms of this type free on the stay's fullest night. */
  rooms_left: z.number().int().min(0),
  amenities: z.array(z.string()),
  photos: z.array(ZHotelPhoto),
  rate_plans: z.array(ZRatePlanOffer),
})
export type TRoomTypeOffer = z.infer<typeof ZRoomTypeOffer>

/** A hotel of the results: the spec's fields (hotel_id, hotel_name, star_rating, description, approximate_price) and what the card shows. */
export const ZHotelResult = z.object({
  hotel_id: z.union([z.number(), z.string()]),
  hotel_name: z.string(),
  star_rating: z.number().int().min(1).max(5),
  description: z.string(),
  /** The nightly price after any discount, as `price_per_night`. */
  approximate_price: ZMinorAmount,
  city: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  distance_km: z.number().min(0).nullable(),
  /** The city's airport and how far it is (null when the airports data has none for the city). */
  airport_distance: z.object({ code: z.string(), km: z.number().min(0) }).nullable(),
  rating: z.number().min(0).max(5),
  review_count: z.number().int().min(0),
  amenities: z.array(z.string()),
  price_per_night: ZMinorAmount,
  /** Only when a real discount applies; null otherwise (nothing to strike through). */
  original_price_per_night: ZMinorAmount.nullable(),
  total_price: ZMinorAmount,
  nights: z.number().int().min(1),
  rooms: z.number().int().min(1),
  rooms_available: z.number().int().min(0),
  currency: ZCurrency,
  free_breakfast: z.boolean(),
  free_cancellation: z.boolean(),
  image_url: z.string().nullable(),
  /** The hotel's photo with its Payload image sizes (null without one). */
  image: ZHotelPhoto.nullable(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  /** Cheapest first; only those with a room for every night for the party. */
  room_types: z.array(ZRoomTypeOffer),
})
export type THotelResult = z.infer<typeof ZHotelResult>

export const ZHotelSearchResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({ suggested_hotels: z.array(ZHotelResult), total: z.number().int().min(0) }),
})
export type THotelSearchResponse = z.infer<typeof ZHotelSearchResponse>
