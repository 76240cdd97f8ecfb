import { ZAdminBookingListQuery } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { route } from '../../http/contractRoute'
import { bookingTravellers, listBookings } from '../../services/bookings/adminBookingQueries'
import { adminEndpoint, notFound, privateJson, routeId } from './adminEndpoint'
import { readQuery } from './readQuery'

/** GET /api/admin/bookings?skip&limit&search&status: newest first, no passenger data. */
const listAdminBookings = adminEndpoint({
  ...route(API.adminBookings),
  handler: async (req) => {
    const { data: query, error } = readQuery(req, ZAdminBookingListQuery)
    if (error) return error
    return privateJson(await listBookings(req.payload, query))
  },
})

/**
 * GET /api/admin/bookings/:id/travellers: the passengers as in their passports, asked for one booking
 * at a time when a staff member opens it. Answered, never logged (no passenger value in any message).
 */
const adminBookingTravellers = adminEndpoint({
  ...route(API.adminBookingTravellers),
  handler: async (req, admin) => {
    const id = routeId(req)
    const found = id ? await bookingTravellers(req.payload, id, admin) : undefined
    return found ? privateJson(found) : notFound()
  },
})

export const adminBookingEndpoints: Endpoint[] = [listAdminBookings, adminBookingTravellers]
