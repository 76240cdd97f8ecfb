import { z } from 'zod'
import { ZCurrency, ZRideStatus, ZTaxiServiceType } from '../core/enum-schemas.ts'
import { documentBase, relation, ZDocId, ZGeoPoint, ZIsoDateTime, ZMinorAmount } from '../core/primitives.ts'
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
  // The stored fees in minor units, as the Rides collection names them (baseFee, distanceFee, …).
  breakdown: z.record(z.string(), ZMinorAmount.nullish()),
  booking: ZDocId.nullish(),
  status: ZRideStatus,
  driver: relation(ZDriver).nullish(),
  adminNotes: z.string().nullish(),
  checkoutSessionId: z.string().nullish(),
})
export type TRide = z.infer<typeof ZRide>
