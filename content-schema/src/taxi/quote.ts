import { z } from 'zod'
import { TEXT_LIMITS } from '../accounts/plain.ts'
import { ZCurrency, ZTaxiServiceType } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import {
  blankAsUndefined,
  boundedInt,
  calendarDay,
  dateTimeField,
  flag,
  msg,
  optionalMultilineText,
  optionalText,
  payload,
  ZGeoPoint,
  ZIsoDateTime,
  ZMinorAmount,
} from '../core/primitives.ts'
import { FLIGHT_ARRIVAL_STATUSES, TAXI_LIMITS } from './constants.ts'
import { formatFlightNumber } from './flight-number.ts'

/** The options of a ride (spec 02 §3): checkboxes, the luggage count and the notes. */
export const ZTaxiOptions = z
  .object(
    {
      child_seat: flag(),
      vip_service: flag(),
      extra_stop: flag(),
      luggage_count: boundedInt(TAXI_LIMITS.luggage, 'validation.luggageRange').default(1),
      notes: optionalMultilineText(TEXT_LIMITS.rideNotes),
    },
    { error: 'errors.invalidInput' },
  )
  .default({ child_seat: false, vip_service: false, extra_stop: false, luggage_count: 1 })
export type TTaxiOptions = z.infer<typeof ZTaxiOptions>

/** An arriving flight number, written "AF 702" once valid. */
export const ZFlightNumber = z
  .string(msg('validation.flightNumberInvalid'))
  .max(12, msg('validation.flightNumberInvalid'))
  .transform((text, context) => {
    const formatted = formatFlightNumber(text)
    if (!formatted) context.addIssue({ code: 'custom', message: 'validation.flightNumberInvalid' })
    return formatted ?? text
  })

/** A calendar date, "YYYY-MM-DD". */
const ZLocalDate = calendarDay()

/**
 * The ride a visitor asks a price for (also the ride part of a booking); spec 02 §3 field names.
 * From an airport the traveller may give the arriving flight (flight_number and arrival_date, the
 * date on the airport's clock) instead of a time: the cms then sets datetime to the flight's
 * expected landing (services/taxi/flightPickup.ts). Without a flight, datetime is required there;
 * here an absent one is '' so that every later step keeps one string type.
 */
const rideShape = {
  origin: ZGeoPoint,
  destination: ZGeoPoint,
  datetime: blankAsUndefined(dateTimeField()).transform((value) => value ?? ''),
  flight_number: blankAsUndefined(ZFlightNumber),
  arrival_date: blankAsUndefined(ZLocalDate),
  /** The name on the driver's sign at arrivals. */
  meeting_name: optionalText(80),
  passengers: boundedInt(TAXI_LIMITS.passengers, 'validation.taxiPassengersRange').default(1),
  service_type: blankAsUndefined(ZTaxiServiceType).transform((type) => type ?? 'taxi'),
  options: ZTaxiOptions,
  // Another currency than the zone's (EUR for a Dakar ride, say); converted at the reference rates.
  currency: blankAsUndefined(ZCurrency),
}

/** Without a flight, the date and time are required (on the datetime field). */
const requireTimeOrFlight = (
  ride: { datetime: string; flight_number?: string },
  context: z.RefinementCtx,
) => {
  if (!ride.datetime && !ride.flight_number) {
    context.addIssue({ code: 'custom', path: ['datetime'], message: 'validation.dateRequired' })
  }
}

export const ZTaxiQuoteRequest = payload(rideShape).superRefine(requireTimeOrFlight)
export type TTaxiQuoteRequest = z.infer<typeof ZTaxiQuoteRequest>

/** POST /api/taxi/quote: the ride, and the language of the disclaimer. */
export const ZTaxiQuoteBody = payload({ ...rideShape, locale: ZLocale.default('en') }).superRefine(
  requireTimeOrFlight,
)
export type TTaxiQuoteBody = z.infer<typeof ZTaxiQuoteBody>

/** Each fee of a taxi price, in minor units (cents; whole francs for XOF); they add up to the price. */
export const ZFeeBreakdown = z.object({
  base_fee: ZMinorAmount,
  distance_fee: ZMinorAmount,
  time_fee: ZMinorAmount,
  night_surcharge: ZMinorAmount,
  airport_fee: ZMinorAmount,
  child_seat_fee: ZMinorAmount,
  vip_fee: ZMinorAmount,
  extra_stop_fee: ZMinorAmount,
})
export type TFeeBreakdown = z.infer<typeof ZFeeBreakdown>

/**
 * A stored quote: the price is in minor units of its currency, and a booking made with quote_id before
 * expires_at is charged exactly this price. The service type may differ from the one asked (taxi → yango
 * in West Africa).
 */
/** The flight a pick-up follows, as the quote states it (times on the airport's clock, zone named). */
export const ZQuotedFlight = z.object({
  flight_number: z.string(),
  airport: z.string(),
  time_zone: z.string(),
  status: z.enum(FLIGHT_ARRIVAL_STATUSES),
  scheduled_arrival: ZIsoDateTime,
  expected_arrival: ZIsoDateTime,
  /** Local date and time of the pick-up (the landing) and of the end of free waiting. */
  local_pickup: z.object({ date: z.string(), time: z.string() }),
  local_waiting_until: z.object({ date: z.string(), time: z.string() }),
  free_waiting_minutes: z.number().int(),
})
export type TQuotedFlight = z.infer<typeof ZQuotedFlight>

export const ZTaxiQuoteResponse = z.object({
  quote_id: z.string(),
  expires_at: ZIsoDateTime,
  service_type: ZTaxiServiceType,
  distance_km: z.number().min(0),
  duration_min: z.number().int().min(0),
  price: ZMinorAmount,
  currency: ZCurrency,
  disclaimer: z.string(),
  breakdown: ZFeeBreakdown,
  /** Present when the pick-up follows an arriving flight. */
  flight: ZQuotedFlight.optional(),
})
export type TTaxiQuoteResponse = z.infer<typeof ZTaxiQuoteResponse>
