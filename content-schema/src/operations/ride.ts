import { z } from 'zod'
import { ZCurrency, ZRideStatus, ZTaxiServiceType } from '../enums.ts'
import { documentBase, relation, ZGeoPoint, ZIsoDateTime, ZMinorAmount } from '../primitives.ts'
import { ZFeeBreakdown } from '../taxi/quote.ts'
import { ZDriver } from './driver.ts'

/** A booked airport transfer. */
export const ZRide = z.object({
  ...documentBase,
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  origin: ZGeoPoint,
  destination: ZGeoPoint,
  scheduledAt: ZIsoDateTime,
  passengers: z.number().int(),
  luggageCount: z.number().int(),
  serviceType: ZTaxiServiceType,
  childSeat: z.boolean().nullish(),
  vipService: z.boolean().nullish(),
  extraStop: z.boolean().nullish(),
  notes: z.string().nullish(),
  distanceKm: z.number().min(0),
  durationMin: z.number().min(0),
  price: ZMinorAmount,
  currency: ZCurrency,
  breakdown: ZFeeBreakdown,
  status: ZRideStatus,
  driver: relation(ZDriver).nullish(),
  adminNotes: z.string().nullish(),
  checkoutSessionId: z.string().nullish(),
})
export type TRide = z.infer<typeof ZRide>
