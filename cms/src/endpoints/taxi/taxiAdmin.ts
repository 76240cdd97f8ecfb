import {
  type Locale,
  type TTaxiAdminRide,
  ZAssignDriver,
  ZDriverAvailabilityQuery,
  ZRideStatusMove,
  ZTaxiRideListQuery,
} from '@nexovia/content-schema'
import { sql } from 'drizzle-orm'
import type { Endpoint, Payload } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { parseJsonBody } from '../../http/parseJsonBody'
import { offsetPagination, queryRows, toCount, toIso, whereAll } from '../../services/lib/sqlQueries'
import { mailRideCancellation } from '../../services/taxi/cancellationNotice'
import { cancelRide, closeCheckout } from '../../services/taxi/cancelRide'
import { assignmentMail, pickupTime } from '../../services/taxi/rideMail'
import {
  assignDriver,
  claimAssignmentMail,
  driversWithAvailability,
  moveRide,
  releaseAssignmentMail,
  taxiStats,
} from '../../services/taxi/rideStore'
import { timeZoneAt } from '../../services/taxi/zones'
import { adminEndpoint, notFound, privateJson, routeId } from '../admin/adminEndpoint'
import { readQuery } from '../admin/readQuery'

const ADMIN_BODY_BYTES = 4 * 1024

type RideRow = Record<string, unknown>

const toRide = (row: RideRow): TTaxiAdminRide => ({
  id: Number(row.id),
  customer_name: String(row.customer_name),
  customer_email: String(row.customer_email),
  customer_phone: String(row.customer_phone),
  origin_address: String(row.origin_address),
  destination_address: String(row.destination_address),
  distance_km: Number(row.distance_km),
  duration_min: Number(row.duration_min),
  scheduled_datetime: toIso(row.scheduled_at)!,
  passengers: Number(row.passengers),
  luggage_count: Number(row.luggage_count),
  service_type: row.service_type as TTaxiAdminRide['service_type'],
  zone: row.zone as TTaxiAdminRide['zone'],
  price: Number(row.price),
  currency: row.currency as TTaxiAdminRide['currency'],
  status: row.status as TTaxiAdminRide['status'],
  assigned_driver: row.driver_id
    ? { id: Number(row.driver_id), name: String(row.driver_name), license_plate: String(row.driver_plate) }
    : null,
  admin_notes: (row.admin_notes as string | null) ?? null,
  notes: (row.notes as string | null) || null,
  options: {
    child_seat: Boolean(row.child_seat),
    vip_service: Boolean(row.vip_service),
    extra_stop: Boolean(row.extra_stop),
  },
  created_at: toIso(row.created_at)!,
})

/** GET /api/taxi/admin/rides?skip&limit&status: the rides table, newest pick-up first, with the driver. */
const listRides = adminEndpoint({
  path: '/taxi/admin/rides',
  method: 'get',
  handler: async (req) => {
    const { data: query, error } = readQuery(req, ZTaxiRideListQuery)
    if (error) return error
    const where = whereAll([query.status && sql`r.status = ${query.status}`])
    const [rows, [counted]] = await Promise.all([
      queryRows<RideRow>(
        req.payload,
        sql`SELECT r.*, d.name AS driver_name, d.license_plate AS driver_plate
          FROM rides r LEFT JOIN drivers d ON d.id = r.driver_id ${where}
          ORDER BY r.scheduled_at DESC, r.id DESC LIMIT ${query.limit} OFFSET ${query.skip}`,
      ),
      queryRows<{ total: string }>(req.payload, sql`SELECT count(*) AS total FROM rides r ${where}`),
    ])
    return privateJson({
      rides: rows.map(toRide),
      pagination: offsetPagination(toCount(counted?.total), query.skip, query.limit),
    })
  },
})

/** GET /api/taxi/admin/drivers/available?ride_request_id: drivers on duty, each with `available`. */
const listDrivers = adminEndpoint({
  path: '/taxi/admin/drivers/available',
  method: 'get',
  handler: async (req) => {
    const { data: query, error } = readQuery(req, ZDriverAvailabilityQuery)
    if (error) return error
    return privateJson({
      drivers: await driversWithAvailability(req.payload, new Date(), query.ride_request_id),
    })
  },
})

/** GET /api/taxi/admin/stats: total rides, paid, drivers free now, revenue per currency. */
const stats = adminEndpoint({
  path: '/taxi/admin/stats',
  method: 'get',
  handler: async (req) => privateJson(await taxiStats(req.payload, new Date())),
})

const ASSIGN_REFUSALS = {
  ride_not_found: [404, 'taxiErrors.rideNotFound'],
  driver_not_found: [404, 'taxiErrors.driverNotFound'],
  ride_not_assignable: [409, 'taxiErrors.rideNotPaid'],
  driver_wrong_zone: [409, 'taxiErrors.driverWrongZone'],
  driver_unavailable: [409, 'taxiErrors.driverUnavailable'],
} as const

/** Sends the traveller their driver's name and plate, once; a failure is logged (the claim is given back). */
async function mailAssignment(payload: Payload, rideId: number, now: Date): Promise<void> {
  if (!(await claimAssignmentMail(payload, rideId, now))) return
  try {
    const [ride] = await queryRows<RideRow>(
      payload,
      sql`SELECT r.*, d.name AS driver_name, d.license_plate AS driver_plate
        FROM rides r JOIN drivers d ON d.id = r.driver_id WHERE r.id = ${rideId}`,
    )
    if (!ride) return
    const locale = ride.locale as Locale
    await payload.sendEmail(
      assignmentMail({
        email: String(ride.customer_email),
        locale,
        from: String(ride.origin_address),
        to: String(ride.destination_address),
        when: pickupTime(
          String(toIso(ride.scheduled_at)),
          locale,
          timeZoneAt(ride.zone as 'us-northeast' | 'west-africa', Number(ride.origin_lng)),
        ),
        driverName: String(ride.driver_name),
        plate: String(ride.driver_plate),
      }),
    )
  } catch (cause) {
    payload.logger.error(`Driver mail of ride ${rideId} failed: ${String(cause)}`)
    await releaseAssignmentMail(payload, rideId)
  }
}

/**
 * POST /api/taxi/admin/assign-driver: ride_request_id, driver_id, admin_notes. 409 when the ride is
 * not paid (or already has a driver) or the driver is busy within two hours or in another zone; two
 * admins racing get one success (services/taxi/rideStore.ts). Then the traveller is mailed.
 */
const assign = adminEndpoint({
  path: '/taxi/admin/assign-driver',
  method: 'post',
  handler: async (req) => {
    const { data, error } = await parseJsonBody(req, ZAssignDriver, ADMIN_BODY_BYTES)
    if (error) return error
    const rideId = Number(data.ride_request_id)
    const driverId = Number(data.driver_id)
    if (!Number.isSafeInteger(rideId) || !Number.isSafeInteger(driverId)) return notFound()
    const now = new Date()
    const outcome = await assignDriver(req.payload, { rideId, driverId, adminNotes: data.admin_notes }, now)
    if (outcome !== 'assigned') {
      const [status, message] = ASSIGN_REFUSALS[outcome]
      return apiError(status, { message })
    }
    await mailAssignment(req.payload, rideId, now)
    return privateJson({ ride_request_id: rideId, status: 'assigned', driver_id: driverId })
  },
})

/**
 * Cancels a ride: a paid one is refunded first (502 and nothing changes when the refund fails), an
 * unpaid one's checkout is closed; then the traveller is mailed. 409 when it is completed or already
 * cancelled (a second click, or another administrator first).
 */
async function cancel(payload: Payload, id: number) {
  const now = new Date()
  const outcome = await cancelRide(payload, id, now)
  if (outcome.kind === 'not_found') return notFound()
  if (outcome.kind === 'refused') return apiError(409, { message: 'taxiErrors.transitionRefused' })
  if (outcome.kind === 'refund_failed') return apiError(502, { message: 'taxiErrors.refundFailed' })
  if (outcome.sessionToClose) await closeCheckout(payload, outcome.sessionToClose)
  await mailRideCancellation(payload, id, outcome.refund)
  return privateJson({
    ride_request_id: id,
    status: 'cancelled',
    refunded_amount: outcome.refund?.amount ?? null,
  })
}

/** PUT /api/taxi/admin/rides/:id/status: completed (from assigned) or cancelled (before completion). */
const moveStatus = adminEndpoint({
  path: '/taxi/admin/rides/:id/status',
  method: 'put',
  handler: async (req) => {
    const id = routeId(req)
    if (!id) return notFound()
    const { data, error } = await parseJsonBody(req, ZRideStatusMove, ADMIN_BODY_BYTES)
    if (error) return error
    if (data.status === 'cancelled') return cancel(req.payload, id)
    if (await moveRide(req.payload, id, data.status, new Date())) {
      return privateJson({ ride_request_id: id, status: data.status })
    }
    const [exists] = await queryRows<{ id: number }>(req.payload, sql`SELECT id FROM rides WHERE id = ${id}`)
    return exists ? apiError(409, { message: 'taxiErrors.transitionRefused' }) : notFound()
  },
})

export const taxiAdminEndpoints: Endpoint[] = [listRides, listDrivers, stats, assign, moveStatus]
