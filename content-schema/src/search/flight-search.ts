import { z } from 'zod'
import { PASSENGER_DEFAULTS, PASSENGER_LIMITS } from '../constants/search.ts'
import { ZCabin, ZCurrency, ZFlightSort, ZProviderStatus } from '../enums.ts'
import { ZLocale } from '../locales.ts'
import {
  blankAsUndefined,
  dateField,
  intWithDefault,
  msg,
  payload,
  ZAirportCode,
  ZIsoDateTime,
  ZMinorAmount,
} from '../primitives.ts'

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

export const ZFlightSegment = z.object({
  from: z.string().length(3),
  to: z.string().length(3),
  dep: ZIsoDateTime,
  arr: ZIsoDateTime,
  carrier: z.string().min(2).max(3),
  carrierName: z.string(),
  flightNumber: z.string(),
  durationMin: z.number().int().min(0),
})
export type TFlightSegment = z.infer<typeof ZFlightSegment>

export const ZItinerary = z.object({
  itineraryId: z.string().min(1),
  airlines: z.array(z.string()),
  stops: z.number().int().min(0),
  segments: z.array(ZFlightSegment).min(1),
  durationTotalMin: z.number().int().min(0),
  priceTotal: ZMinorAmount,
  currency: ZCurrency,
  priceFetchedAt: ZIsoDateTime,
})
export type TItinerary = z.infer<typeof ZItinerary>

export const ZFlightSearchResponse = z.object({
  itineraries: z.array(ZItinerary),
  providerStatus: ZProviderStatus,
})
export type TFlightSearchResponse = z.infer<typeof ZFlightSearchResponse>

export const ZRepriceRequest = payload({
  itineraryId: z
    .string(msg('validation.itineraryRequired'))
    .trim()
    .min(1, msg('validation.itineraryRequired'))
    .max(200, msg('validation.tooLong')),
  currency: blankAsUndefined(ZCurrency).transform((currency) => currency ?? 'USD'),
})
export type TRepriceRequest = z.infer<typeof ZRepriceRequest>

export const ZRepriceResponse = z.object({
  priceTotal: ZMinorAmount,
  currency: ZCurrency,
  priceFetchedAt: ZIsoDateTime,
})
export type TRepriceResponse = z.infer<typeof ZRepriceResponse>
