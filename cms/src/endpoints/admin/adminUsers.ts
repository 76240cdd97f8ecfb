import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { deleteTraveller } from '../../services/accounts/deleteTraveller'
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

/** DELETE /api/admin/users/:id: the account and its sessions go, the bookings stay (services/accounts/deleteTraveller.ts). */
const deleteUser = contractEndpoint(API.deleteTraveller, {
  handler: async ({ req, params: { id }, user: admin }) =>
    (await deleteTraveller(req, id, admin)) === 'deleted' ? privateJson({ id }) : notFound(),
})

export const adminUserEndpoints: Endpoint[] = [listUsers, userStats, deleteUser]
