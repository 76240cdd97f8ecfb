import type { TTaxiAdminRide } from '@nexovia/content-schema/taxi/admin'
import { TAXI_AREA_TIME_ZONES, ZONE_TIME_ZONES } from '@nexovia/content-schema/taxi/areas'
import { instantAtLocal } from '@nexovia/content-schema/taxi/arrival-time'

/** 'Assign' is offered only for a paid ride without a driver (spec 02 §4). */
export const canAssign = (ride: Pick<TTaxiAdminRide, 'status' | 'assigned_driver'>) =>
  ride.status === 'paid' && ride.assigned_driver === null

/** An assigned ride can be completed; any ride not yet completed or cancelled can be cancelled. */
export const canComplete = (ride: Pick<TTaxiAdminRide, 'status'>) => ride.status === 'assigned'

export const canCancel = (ride: Pick<TTaxiAdminRide, 'status'>) =>
  ride.status !== 'completed' && ride.status !== 'cancelled'

/** Cancelling a paid or assigned ride refunds the traveller (the cms refunds before it cancels). */
export const isRefundedOnCancel = (ride: Pick<TTaxiAdminRide, 'status'>) =>
  ride.status === 'paid' || ride.status === 'assigned'

/** The clock a ride is read on: its flight's airport, else its city, else its zone's main city. */
export const rideTimeZone = (ride: Pick<TTaxiAdminRide, 'flight' | 'area' | 'zone'>): string =>
  ride.flight?.time_zone ?? (ride.area ? TAXI_AREA_TIME_ZONES[ride.area] : ZONE_TIME_ZONES[ride.zone])

/** When the driver is expected: a tracked flight's pick-up on its airport's clock, else the booked time. */
export const pickupAt = (ride: Pick<TTaxiAdminRide, 'flight' | 'scheduled_datetime'>): string =>
  ride.flight
    ? instantAtLocal(
        ride.flight.local_pickup.date,
        ride.flight.local_pickup.time,
        ride.flight.time_zone,
      ).toISOString()
    : ride.scheduled_datetime
