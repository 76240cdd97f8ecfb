import { z } from 'zod'
import { TEXT_LIMITS } from '../constants/accounts.ts'
import { TAXI_LIMITS } from '../constants/taxi.ts'
import { ZCurrency, ZTaxiServiceType } from '../enums.ts'
import {
  blankAsUndefined,
  boundedInt,
  dateTimeField,
  flag,
  optionalText,
  payload,
  ZGeoPoint,
  ZMinorAmount,
} from '../primitives.ts'

/** The ride a visitor asks a price for (also the ride part of a booking). */
export const ZTaxiQuoteRequest = payload({
  origin: ZGeoPoint,
  destination: ZGeoPoint,
  scheduledAt: dateTimeField(),
  passengers: boundedInt(TAXI_LIMITS.passengers, 'validation.taxiPassengersRange').default(1),
  luggageCount: boundedInt(TAXI_LIMITS.luggage, 'validation.luggageRange').default(1),
  serviceType: blankAsUndefined(ZTaxiServiceType).transform((type) => type ?? 'taxi'),
  childSeat: flag(),
  vipService: flag(),
  extraStop: flag(),
  notes: optionalText(TEXT_LIMITS.rideNotes),
  currency: blankAsUndefined(ZCurrency),
})
export type TTaxiQuoteRequest = z.infer<typeof ZTaxiQuoteRequest>

/** Each fee of a taxi price, in minor units; they add up to the price. */
export const ZFeeBreakdown = z.object({
  baseFee: ZMinorAmount,
  distanceFee: ZMinorAmount,
  timeFee: ZMinorAmount,
  nightSurcharge: ZMinorAmount,
  airportFee: ZMinorAmount,
  childSeatFee: ZMinorAmount,
  vipFee: ZMinorAmount,
  extraStopFee: ZMinorAmount,
})
export type TFeeBreakdown = z.infer<typeof ZFeeBreakdown>

export const ZTaxiQuoteResponse = z.object({
  distanceKm: z.number().min(0),
  durationMin: z.number().int().min(0),
  price: ZMinorAmount,
  currency: ZCurrency,
  disclaimer: z.string(),
  breakdown: ZFeeBreakdown,
})
export type TTaxiQuoteResponse = z.infer<typeof ZTaxiQuoteResponse>
