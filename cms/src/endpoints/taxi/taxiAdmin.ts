import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint, Payload } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { logStaffAction, staffLogDatabase } from '../../services/bookings/staffActionLog'
import { tellRideCancelled } from '../../services/taxi/cancellationNotice'
import { cancelRide, closeCheckout } from '../../services/taxi/cancelRide'
import { driverNameOf, listConsoleRides, mailAssignment, rideExists } from '../../services/taxi/consoleRides'
import { assignDriver, driversWithAvailability, moveRide, taxiStats } from '../../services/taxi/rideStore'
import { notFound, privateJson } from '../admin/adminEndpoint'
import { contractEndpoint } from '../contract/contractEndpoint'

const ADMIN_BODY_BYTES = 4 * 1024

/** GET /api/taxi/admin/rides?skip&limit&status: the rides table, newest pick-up first, with the driver. */
const listRides = contractEndpoint(API.taxiRides, {
  handler: async ({ req, query }) => {
    return privateJson(await listConsoleRides(req.payload, query))
  },
})

/** GET /api/taxi/admin/drivers/available?ride_request_id: drivers on duty, each with `available`. */
const listDrivers = contractEndpoint(API.availableDrivers, {
  handler: async ({ req, query }) => {
    return privateJson({
      drivers: await driversWithAvailability(req.payload, new Date(), query.ride_request_id),
    })
  },
})

/** GET /api/taxi/admin/stats: total rides, paid, drivers free now, revenue per currency. */
const stats = contractEndpoint(API.taxiStats, {
  handler: async ({ req }) => privateJson(await taxiStats(req.payload, new Date())),
})

const ASSIGN_REFUSALS = {
  ride_not_found: [404, 'taxiErrors.rideNotFound'],
  driver_not_found: [404, 'taxiErrors.driverNotFound'],
  ride_not_assignable: [409, 'taxiErrors.rideNotPaid'],
  driver_wrong_zone: [409, 'taxiErrors.driverWrongZone'],
  driver_unavailable: [409, 'taxiErrors.driverUnavailable'],
} as const

/**
 * POST /api/taxi/admin/assign-driver: ride_request_id, driver_id, admin_notes. 409 when the ride is
 * not paid (or already has a driver) or the driver is busy within two hours or in another zone; two
 * admins racing get one success (services/taxi/rideStore.ts). Then the traveller is mailed.
 */
const assign = contractEndpoint(API.assignDriver, {
  maxBytes: ADMIN_BODY_BYTES,
  handler: async ({ req, body: data, user: admin }) => {
    const { ride_request_id: rideId, driver_id: driverId } = data
    const now = new Date()
    const outcome = await assignDriver(req.payload, { rideId, driverId, adminNotes: data.admin_notes }, now)
    if (outcome !== 'assigned') {
      const [status, message] = ASSIGN_REFUSALS[outcome]
      return apiError(status, { message })
    }
    await logStaffAction(staffLogDatabase(req.payload), {
      kind: 'assign_driver',
      adminId: Number(admin.id),
      rideId,
      detail: await driverNameOf(req.payload, driverId),
      now,
    })
    await mailAssignment(req.payload, rideId, now)
    return privateJson({ ride_request_id: rideId, status: 'assigned', driver_id: driverId })
  },
})

/**
 * Cancels a ride: a paid one is refunded first (502 and nothing changes when the refund fails), an
 * unpaid one's checkout is closed; then the traveller is told (mail, and WhatsApp or SMS where chosen).
 * 409 when it is completed or already cancelled (a second click, or another administrator first).
 */
async function cancel(payload: Payload, id: number, adminId: number) {
  const now = new Date()
  const outcome = await cancelRide(payload, id, now)
  if (outcome.kind === 'not_found') return notFound()
  if (outcome.kind === 'refused') return apiError(409, { message: 'taxiErrors.transitionRefused' })
  if (outcome.kind === 'refund_failed') return apiError(502, { message: 'taxiErrors.refundFailed' })
  const logged = { kind: 'ride_status', adminId, rideId: id, detail: 'cancelled', now } as const
  await logStaffAction(staffLogDatabase(payload), logged)
  if (outcome.sessionToClose) await closeCheckout(payload, outcome.sessionToClose)
  await tellRideCancelled(payload, id, outcome.refund)
  return privateJson({
    ride_request_id: id,
    status: 'cancelled',
    refunded_amount: outcome.refund?.amount ?? null,
  })
}

/** PUT /api/taxi/admin/rides/:id/status: completed (from assigned) or cancelled (before completion). */
const moveStatus = contractEndpoint(API.moveRide, {
  maxBytes: ADMIN_BODY_BYTES,
  handler: async ({ req, params: { id }, body: data, user: admin }) => {
    if (data.status === 'cancelled') return cancel(req.payload, id, Number(admin.id))
    const now = new Date()
    if (await moveRide(req.payload, id, data.status, now)) {
      const logged = {
        kind: 'ride_status',
        adminId: Number(admin.id),
        rideId: id,
        detail: data.status,
        now,
      } as const
      await logStaffAction(staffLogDatabase(req.payload), logged)
      return privateJson({ ride_request_id: id, status: data.status })
    }
    return (await rideExists(req.payload, id))
      ? apiError(409, { message: 'taxiErrors.transitionRefused' })
      : notFound()
  },
})

export const taxiAdminEndpoints: Endpoint[] = [listRides, listDrivers, stats, assign, moveStatus]
