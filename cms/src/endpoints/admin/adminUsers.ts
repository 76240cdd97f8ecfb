import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { listTravellers, travellerStats } from '../../services/accounts/travellerQueries'
import { contractEndpoint } from '../contract/contractEndpoint'
import { notFound, privateJson } from './adminEndpoint'

/** GET /api/admin/users?skip&limit&search&authType: newest first, 50 a page. */
const listUsers = contractEndpoint(API.adminUsers, {
  handler: async ({ req, query }) => {
    return privateJson(await listTravellers(req.payload, query))
  },
})

/** GET /api/admin/users/stats: total accounts, sign-ups of the last 30 days, accounts per auth type. */
const userStats = contractEndpoint(API.adminUserStats, {
  handler: async ({ req }) => {
    return privateJson(await travellerStats(req.payload))
  },
})

/**
 * DELETE /api/admin/users/:id: removes the traveller's account and sessions, as the administrator
 * (Local API, access rules applied). Their bookings stay as business records, detached from the
 * person (the users collection's detachBookings hook, in the same transaction).
 */
const deleteUser = contractEndpoint(API.deleteTraveller, {
  handler: async ({ req, params: { id }, user: admin }) => {
    const { docs } = await req.payload.delete({
      collection: COLLECTION_SLUGS.users,
      where: { id: { equals: id } },
      overrideAccess: false,
      user: admin,
      req,
    })
    if (docs.length === 0) return notFound()
    return privateJson({ id })
  },
})

export const adminUserEndpoints: Endpoint[] = [listUsers, userStats, deleteUser]
