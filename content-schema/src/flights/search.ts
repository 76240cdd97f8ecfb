import { z } from 'zod'
import { ZCurrency, ZFlightSort } from '../core/enum-schemas.ts'
import { blankAsUndefined, dateField, msg, payload, ZAirportCode } from '../core/primitives.ts'
import { ITINERARY_ID_MAX, MULTI_CITY_MAX_LEGS, MULTI_CITY_MIN_LEGS } from './constants.ts'
import { flightSearchShape } from './search-shape.ts'

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
  ...flightSearchShape,
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

// The answers (zod/mini), where they were: the cms and the tests import them from here too.
export * from './search-answers.ts'
