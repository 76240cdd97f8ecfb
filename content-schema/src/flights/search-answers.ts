/**
 * The answers of flight search, reprice and flow A's search (zod/mini, see core/answer-primitives.ts):
 * the cms's answers are checked by them in tests, and the browser reads them with them.
 */
import * as z from 'zod/mini'
import {
  ZAnswerAirport,
  ZAnswerAmount,
  ZAnswerCurrency,
  ZAnswerDateTime,
  ZAnswerProviderStatus,
  ZCount,
} from '../core/answer-primitives.ts'
import { ZFareFacts, ZLayover } from './fare-facts.ts'

/** One flight of an itinerary; `dep` and `arr` carry the local time and offset of their airport. */
export const ZFlightSegment = z.object({
  from: ZAnswerAirport,
  to: ZAnswerAirport,
  dep: ZAnswerDateTime,
  arr: ZAnswerDateTime,
  carrier: z.string().check(z.minLength(2), z.maxLength(3)),
  carrier_name: z.string(),
  flight_number: z.string(),
  duration_min: ZCount,
  aircraft: z.string(),
})
export type TFlightSegment = z.infer<typeof ZFlightSegment>

const ZJourney = z.array(ZFlightSegment).check(z.minLength(1))

/**
 * An itinerary as the flight engine returns it (spec 02 §3 field names). `segments` is the
 * outbound journey, `return_segments` the way back of a round trip (empty one way and multi-city),
 * `legs` every leg of a multi-city trip, the first being `segments`; `stops`,
 * `duration_total_min` and the departure/arrival windows describe the outbound journey;
 * `price_total` covers every passenger, both ways, in integer minor units of `currency`.
 */
export const ZItinerary = z.object({
  itinerary_id: z.string().check(z.minLength(1)),
  airlines: z.array(z.string()),
  stops: ZCount,
  segments: ZJourney,
  return_segments: z.array(ZFlightSegment),
  legs: z.optional(z.array(ZJourney)),
  duration_total_min: ZCount,
  price_total: ZAnswerAmount,
  currency: ZAnswerCurrency,
  /** The travellers the price covers (adults, children and infants of the search). */
  passengers: z.optional(z.int().check(z.minimum(1))),
  /** The same travellers by fare type, as counted at search: each passenger's birth date must give its type. */
  passenger_mix: z.optional(z.object({ adults: ZCount, children: ZCount, infants: ZCount })),
  price_fetched_at: ZAnswerDateTime,
  expires_at: ZAnswerDateTime,
  /** Baggage and change/refund conditions, when the provider gives them. */
  fare: z.optional(ZFareFacts),
})
export type TItinerary = z.infer<typeof ZItinerary>

export const ZFlightSearchResponse = z.object({
  itineraries: z.array(ZItinerary),
  provider_status: ZAnswerProviderStatus,
  /** Multi-city: the legs (0-based) the engine flies no itinerary for, when it knows. */
  unserved_legs: z.optional(z.array(ZCount)),
})
export type TFlightSearchResponse = z.infer<typeof ZFlightSearchResponse>

export const ZRepriceResponse = z.object({
  itinerary_id: z.string(),
  price_total: ZAnswerAmount,
  currency: ZAnswerCurrency,
  price_fetched_at: ZAnswerDateTime,
})
export type TRepriceResponse = z.infer<typeof ZRepriceResponse>

/**
 * A flight of flow A, with the source fields the page reads (flight, airline, departure, arrival,
 * duration, stops, aircraft, status) and the server's own price, never a random one.
 */
export const ZFlightDataItem = z.object({
  itinerary_id: z.string(),
  flight: z.string(),
  airline: z.string(),
  origin: ZAnswerAirport,
  destination: ZAnswerAirport,
  departure: ZAnswerDateTime,
  arrival: ZAnswerDateTime,
  duration: ZCount,
  stops: ZCount,
  aircraft: z.string(),
  status: z.string(),
  price: ZAnswerAmount,
  currency: ZAnswerCurrency,
  /** The connections between departure and arrival (empty on a nonstop). */
  layovers: z.array(ZLayover),
  fare: z.optional(ZFareFacts),
})
export type TFlightDataItem = z.infer<typeof ZFlightDataItem>

export const ZFlightDataSearchResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.array(ZFlightDataItem),
  provider_status: ZAnswerProviderStatus,
})
export type TFlightDataSearchResponse = z.infer<typeof ZFlightDataSearchResponse>

/**
 * The strip of prices around a search's dates: for each day (date-strip.ts), the cheapest total of
 * the same trip, or null when nothing flies or the day has passed.
 */
export const ZFlightDatePricesResponse = z.object({
  days: z.array(
    z.object({
      offset: z.int(),
      departDate: z.iso.date(),
      returnDate: z.nullable(z.iso.date()),
      price_total: z.nullable(ZAnswerAmount),
    }),
  ),
  currency: ZAnswerCurrency,
  provider_status: ZAnswerProviderStatus,
})
export type TFlightDatePricesResponse = z.infer<typeof ZFlightDatePricesResponse>
