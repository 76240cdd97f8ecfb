import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { bookingTravellers, listBookings } from '../../services/bookings/adminBookingQueries'
import { contractEndpoint } from '../contract/contractEndpoint'
import { notFound, privateJson } from './adminEndpoint'

/** GET /api/admin/bookings?skip&limit&search&status: newest first, no passenger data. */
const listAdminBookings = contractEndpoint(API.adminBookings, {
  handler: async ({ req, query }) => {
    return privateJson(await listBookings(req.payload, query))
  },
})

/**
 * GET /api/admin/bookings/:id/travellers: the passengers as in their passports, asked for one booking
 * at a time when a staff member opens it. Answered, never logged (no passenger value in any message).
 */
const adminBookingTravellers = contractEndpoint(API.adminBookingTravellers, {
  handler: async ({ req, params, user: admin }) => {
    const found = await bookingTravellers(req.payload, params.id, admin)
    return found ? privateJson(found) : notFound()
  },
})

export const adminBookingEndpoints: Endpoint[] = [listAdminBookings, adminBookingTravellers]
