import { z } from 'zod'
import { ZCabin, ZCurrency, ZFlightSort, ZProviderStatus } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import {
  blankAsUndefined,
  dateField,
  intWithDefault,
  msg,
  payload,
  ZAirportCode,
  ZIsoDateTime,
  ZMinorAmount,
} from '../core/primitives.ts'
import {
  ITINERARY_ID_MAX,
  MULTI_CITY_MAX_LEGS,
  MULTI_CITY_MIN_LEGS,
  PASSENGER_DEFAULTS,
  PASSENGER_LIMITS,
} from './constants.ts'
import { ZFareFacts, ZLayover } from './fare-facts.ts'

/** One flight of a multi-city trip as the traveller asks for it: from, to, on a date. */
export const ZFlightLegQuery = z.object(
  { origin: ZAirportCode, destination: ZAirportCode, date: dateField() },
  msg('errors.invalidInput'),
)
export type TFlightLegQuery = z.infer<typeof ZFlightLegQuery>

/**
 * A flight search, from the home panel's query string or the /flights form. Counts arrive as
 * strings in URLs; a missing or non-numeric count takes its default, an out-of-range one is refused.
 */
export const ZFlightSearchQuery = payload({
  origin: ZAirportCode,
  destination: ZAirportCode,
  departDate: dateField(),
  returnDate: blankAsUndefined(dateField()),
  adults: intWithDefault(PASSENGER_DEFAULTS.adults, PASSENGER_LIMITS.adults, 'validation.adultsRange'),
  children: intWithDefault(
    PASSENGER_DEFAULTS.children,
    PASSENGER_LIMITS.children,
    'validation.childrenRange',
  ),
  infants: intWithDefault(PASSENGER_DEFAULTS.infants, PASSENGER_LIMITS.infants, 'validation.infantsRange'),
  cabin: blankAsUndefined(ZCabin).transform((cabin) => cabin ?? 'economy'),
  currency: blankAsUndefined(ZCurrency).transform((currency) => currency ?? 'USD'),
  locale: blankAsUndefined(ZLocale).transform((locale) => locale ?? 'en'),
  sort: blankAsUndefined(ZFlightSort).transform((sort) => sort ?? 'price'),
  /**
   * A multi-city trip (open jaw included): every leg, priced as one itinerary. The first leg is
   * also origin, destination and departDate; a return date does not apply.
   */
  legs: z.array(ZFlightLegQuery).min(MULTI_CITY_MIN_LEGS).max(MULTI_CITY_MAX_LEGS).optional(),
})
  .superRefine((query, context) => {
    for (const [index, leg] of (query.legs ?? []).entries()) {
      if (leg.origin === leg.destination) {
        context.addIssue({
          code: 'custom',
          path: ['legs', index, 'destination'],
          message: 'validation.sameAirports',
        })
      }
      // ISO dates compare correctly as strings.
      const previous = query.legs?.[index - 1]
      if (previous && leg.date < previous.date) {
        context.addIssue({
          code: 'custom',
          path: ['legs', index, 'date'],
          message: 'validation.legBeforePrevious',
        })
      }
    }
    const first = query.legs?.[0]
    if (
      first &&
      (first.origin !== query.origin ||
        first.destination !== query.destination ||
        first.date !== query.departDate)
    ) {
      context.addIssue({ code: 'custom', path: ['legs', 0], message: 'errors.invalidInput' })
    }
  })
  .refine((query) => query.origin !== query.destination, {
    path: ['destination'],
    ...msg('validation.sameAirports'),
  })
  // ISO dates compare correctly as strings.
  .refine((query) => query.returnDate === undefined || query.returnDate >= query.departDate, {
    path: ['returnDate'],
    ...msg('validation.returnBeforeDeparture'),
  })
export type TFlightSearchQuery = z.infer<typeof ZFlightSearchQuery>

/** One flight of an itinerary; `dep` and `arr` carry the local time and offset of their airport. */
export const ZFlightSegment = z.object({
  from: z.string().length(3),
  to: z.string().length(3),
  dep: ZIsoDateTime,
  arr: ZIsoDateTime,
  carrier: z.string().min(2).max(3),
  carrier_name: z.string(),
  flight_number: z.string(),
  duration_min: z.number().int().min(0),
  aircraft: z.string(),
})
export type TFlightSegment = z.infer<typeof ZFlightSegment>

/**
 * An itinerary as the flight engine returns it (spec 02 §3 field names). `segments` is the
 * outbound journey, `return_segments` the way back of a round trip (empty one way and multi-city),
 * `legs` every leg of a multi-city trip, the first being `segments`; `stops`,
 * `duration_total_min` and the departure/arrival windows describe the outbound journey;
 * `price_total` covers every passenger, both ways, in integer minor units of `currency`.
 */
export const ZItinerary = z.object({
  itinerary_id: z.string().min(1),
  airlines: z.array(z.string()),
  stops: z.number().int().min(0),
  segments: z.array(ZFlightSegment).min(1),
  return_segments: z.array(ZFlightSegment),
  legs: z.array(z.array(ZFlightSegment).min(1)).optional(),
  duration_total_min: z.number().int().min(0),
  price_total: ZMinorAmount,
  currency: ZCurrency,
  /** The travellers the price covers (adults, children and infants of the search). */
  passengers: z.number().int().min(1).optional(),
  /** The same travellers by fare type, as counted at search: each passenger's birth date must give its type. */
  passenger_mix: z
    .object({
      adults: z.number().int().min(0),
      children: z.number().int().min(0),
      infants: z.number().int().min(0),
    })
    .optional(),
  price_fetched_at: ZIsoDateTime,
  expires_at: ZIsoDateTime,
  /** Baggage and change/refund conditions, when the provider gives them. */
  fare: ZFareFacts.optional(),
})
export type TItinerary = z.infer<typeof ZItinerary>

export const ZFlightSearchResponse = z.object({
  itineraries: z.array(ZItinerary),
  provider_status: ZProviderStatus,
  /** Multi-city: the legs (0-based) the engine flies no itinerary for, when it knows. */
  unserved_legs: z.array(z.number().int().min(0)).optional(),
})
export type TFlightSearchResponse = z.infer<typeof ZFlightSearchResponse>

/**
 * The strip of prices around a search's dates: for each day (date-strip.ts), the cheapest total of
 * the same trip, or null when nothing flies or the day has passed.
 */
export const ZFlightDatePricesResponse = z.object({
  days: z.array(
    z.object({
      offset: z.number().int(),
      departDate: z.iso.date(),
      returnDate: z.iso.date().nullable(),
      price_total: ZMinorAmount.nullable(),
    }),
  ),
  currency: ZCurrency,
  provider_status: ZProviderStatus,
})
export type TFlightDatePricesResponse = z.infer<typeof ZFlightDatePricesResponse>

/** 'Refresh Price': the server prices its own stored itinerary again, found by id. */
export const ZRepriceRequest = payload({
  itinerary_id: z
    .string(msg('validation.itineraryRequired'))
    .trim()
    .min(1, msg('validation.itineraryRequired'))
    .max(ITINERARY_ID_MAX, msg('validation.tooLong'))
    // Ids are the server's own (`fo_` + base64url): anything else never reaches the database.
    .regex(/^[\w-]+$/, msg('validation.invalidCharacters')),
  currency: blankAsUndefined(ZCurrency).transform((currency) => currency ?? 'USD'),
})
export type TRepriceRequest = z.infer<typeof ZRepriceRequest>

export const ZRepriceResponse = z.object({
  itinerary_id: z.string(),
  price_total: ZMinorAmount,
  currency: ZCurrency,
  price_fetched_at: ZIsoDateTime,
})
export type TRepriceResponse = z.infer<typeof ZRepriceResponse>

/** Flow A (/flight-results): the three query parameters of the results page. */
export const ZFlightDataSearchQuery = payload({
  origin: ZAirportCode,
  destination: ZAirportCode,
  departure_date: dateField(),
}).refine((query) => query.origin !== query.destination, {
  path: ['destination'],
  ...msg('validation.sameAirports'),
})
export type TFlightDataSearchQuery = z.infer<typeof ZFlightDataSearchQuery>

/**
 * A flight of flow A, with the source fields the page reads (flight, airline, departure, arrival,
 * duration, stops, aircraft, status) and the server's own price, never a random one.
 */
export const ZFlightDataItem = z.object({
  itinerary_id: z.string(),
  flight: z.string(),
  airline: z.string(),
  origin: z.string().length(3),
  destination: z.string().length(3),
  departure: ZIsoDateTime,
  arrival: ZIsoDateTime,
  duration: z.number().int().min(0),
  stops: z.number().int().min(0),
  aircraft: z.string(),
  status: z.string(),
  price: ZMinorAmount,
  currency: ZCurrency,
  /** The connections between departure and arrival (empty on a nonstop). */
  layovers: z.array(ZLayover),
  fare: ZFareFacts.optional(),
})
export type TFlightDataItem = z.infer<typeof ZFlightDataItem>

export const ZFlightDataSearchResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.array(ZFlightDataItem),
  provider_status: ZProviderStatus,
})
export type TFlightDataSearchResponse = z.infer<typeof ZFlightDataSearchResponse>
