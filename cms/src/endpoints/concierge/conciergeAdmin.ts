import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { conciergeStats, listConciergeRequests } from '../../services/concierge/conciergeQueries'
import { conciergeRequestById } from '../../services/concierge/conciergeRows'
import { notFound, privateJson } from '../admin/adminEndpoint'
import { contractEndpoint } from '../contract/contractEndpoint'
import { updateConciergeStatusEndpoint } from './updateConciergeStatus'

/**
 * GET /api/concierge/requests?skip&limit&search&status: the search matches name or email in any
 * case, or any part of the phone number, combined with the status filter.
 */
const listRequests = contractEndpoint(API.conciergeRequests, {
  handler: async ({ req, query }) => {
    return privateJson(await listConciergeRequests(req, query))
  },
})

/** GET /api/concierge/requests/:id: one request with who moved it on and when. */
const requestDetail = contractEndpoint(API.conciergeRequest, {
  handler: async ({ req, params: { id } }) => {
    const request = await conciergeRequestById(req, id)
    return request ? privateJson(request) : notFound()
  },
})

/** GET /api/concierge/stats: all requests and the count at each status. */
const requestStats = contractEndpoint(API.conciergeStats, {
  handler: async ({ req }) => privateJson(await conciergeStats(req.payload)),
})

export const conciergeAdminEndpoints: Endpoint[] = [
  listRequests,
  requestStats,
  requestDetail,
  updateConciergeStatusEndpoint,
]
