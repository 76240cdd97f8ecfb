import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { listConsoleRides } from '../../services/taxi/consoleRides'
import { driversWithAvailability, taxiStats } from '../../services/taxi/rideStore'
import { assignDriverAsStaff, moveRideAsStaff } from '../../services/taxi/staffRideActions'
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
 * not paid (or already has a driver) or the driver is busy within two hours or in another zone
 * (services/taxi/staffRideActions.ts).
 */
const assign = contractEndpoint(API.assignDriver, {
  maxBytes: ADMIN_BODY_BYTES,
  handler: async ({ req, body: data, user: admin }) => {
    const { ride_request_id: rideId, driver_id: driverId } = data
    const assignment = { rideId, driverId, adminNotes: data.admin_notes }
    const outcome = await assignDriverAsStaff(req.payload, assignment, { adminId: Number(admin.id) })
    if (outcome !== 'assigned') {
      const [status, message] = ASSIGN_REFUSALS[outcome]
      return apiError(status, { message })
    }
    return privateJson({ ride_request_id: rideId, status: 'assigned', driver_id: driverId })
  },
})

/**
 * PUT /api/taxi/admin/rides/:id/status: completed (from assigned) or cancelled (before completion), a
 * paid ride refunded first: 502 and nothing changes when the refund fails, 409 when the move is refused.
 */
const moveStatus = contractEndpoint(API.moveRide, {
  maxBytes: ADMIN_BODY_BYTES,
  handler: async ({ req, params: { id }, body: data, user: admin }) => {
    const outcome = await moveRideAsStaff(req.payload, id, data.status, { adminId: Number(admin.id) })
    switch (outcome.kind) {
      case 'not_found':
        return notFound()
      case 'refused':
        return apiError(409, { message: 'taxiErrors.transitionRefused' })
      case 'refund_failed':
        return apiError(502, { message: 'taxiErrors.refundFailed' })
      case 'moved':
        return privateJson({ ride_request_id: id, status: data.status })
      case 'cancelled':
        return privateJson({
          ride_request_id: id,
          status: 'cancelled',
          refunded_amount: outcome.refundedAmount,
        })
    }
  },
})

export const taxiAdminEndpoints: Endpoint[] = [listRides, listDrivers, stats, assign, moveStatus]
