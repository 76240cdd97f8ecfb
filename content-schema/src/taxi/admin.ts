import { z } from 'zod'
import { consoleListPaging } from '../accounts/index.ts'
import { ZCurrency, ZRideStatus, ZTaxiServiceType, ZZone } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import {
  blankAsUndefined,
  docId,
  msg,
  payload,
  recordId,
  ZIsoDateTime,
  ZOffsetPagination,
} from '../core/primitives.ts'
import { TAXI_AREAS } from './areas.ts'

/** GET /api/taxi/admin/rides?skip&limit&status: newest pick-ups first. */
/** The console's rides, one page; places named in the console's `locale` (English by default). */
export const ZTaxiRideListQuery = payload({
  ...consoleListPaging(),
  status: blankAsUndefined(ZRideStatus),
  locale: ZLocale.catch('en'),
})
export type TTaxiRideListQuery = z.infer<typeof ZTaxiRideListQuery>

/** A ride as /admin/taxi lists it (spec 02 §3 "Admin ride"), price in minor units. */
export const ZTaxiAdminRide = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  origin_address: z.string(),
  destination_address: z.string(),
  distance_km: z.number(),
  duration_min: z.number(),
  scheduled_datetime: ZIsoDateTime,
  passengers: z.number().int(),
  luggage_count: z.number().int(),
  service_type: ZTaxiServiceType,
  zone: ZZone,
  /** The city of the pick-up; null for a ride booked before areas existed and not backfilled. */
  area: z.enum(TAXI_AREAS).nullable(),
  price: z.number().int(),
  currency: ZCurrency,
  status: ZRideStatus,
  assigned_driver: z.object({ id: z.number().int(), name: z.string(), license_plate: z.string() }).nullable(),
  admin_notes: z.string().nullable(),
  /** The name on the driver's sign. */
  meeting_name: z.string().nullable(),
  /** An airport pick-up following a flight: its status and the expected pick-up on the airport's clock. */
  flight: z
    .object({
      flight_number: z.string(),
      airport: z.string(),
      status: z.string().nullable(),
      time_zone: z.string(),
      local_pickup: z.object({ date: z.string(), time: z.string() }),
    })
    .nullable(),
  /** What the traveller asked for: their notes and the options they paid for. */
  notes: z.string().nullable(),
  options: z.object({ child_seat: z.boolean(), vip_service: z.boolean(), extra_stop: z.boolean() }),
  created_at: ZIsoDateTime,
})
export type TTaxiAdminRide = z.infer<typeof ZTaxiAdminRide>

/** The answer of GET /api/taxi/admin/rides. */
export const ZTaxiRideList = z.object({ rides: z.array(ZTaxiAdminRide), pagination: ZOffsetPagination })
export type TTaxiRideList = z.infer<typeof ZTaxiRideList>

/** An on-duty driver (for a ride: of its city only); available is false when busy within two hours of it. */
export const ZDriverAvailability = z.object({
  id: z.number().int(),
  name: z.string(),
  license_plate: z.string(),
  zone: ZZone,
  area: z.enum(TAXI_AREAS).nullable(),
  available: z.boolean(),
})
export type TDriverAvailability = z.infer<typeof ZDriverAvailability>

/** The answer of GET /api/taxi/admin/drivers/available. */
export const ZDriverList = z.object({ drivers: z.array(ZDriverAvailability) })

/** GET /api/taxi/admin/drivers/available?ride_request_id: on-duty drivers and whether each is free. */
export const ZDriverAvailabilityQuery = payload({
  ride_request_id: blankAsUndefined(recordId('validation.rideRequired')),
})

/** PUT /api/taxi/admin/rides/:id/status: an admin completes or cancels a ride. */
export const ZRideStatusMove = payload({
  status: z.enum(['completed', 'cancelled'], msg('validation.invalidOption')),
})
export type TRideStatusMove = z.infer<typeof ZRideStatusMove>

/** The four cards: total_revenue per currency in minor units (dollars and francs do not add up). */
export const ZTaxiStats = z.object({
  total_rides: z.number().int(),
  paid: z.number().int(),
  available_drivers: z.number().int(),
  total_revenue: z.record(z.string(), z.number()),
})
export type TTaxiStats = z.infer<typeof ZTaxiStats>

export const ZAssignedRide = z.object({ ride_request_id: docId(), status: ZRideStatus })
