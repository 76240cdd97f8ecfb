import {
  CONCIERGE_STATUSES,
  type TConciergeRequestList,
  type TConciergeStats,
  ZConciergeListQuery,
} from '@nexovia/content-schema'
import { sql } from 'drizzle-orm'
import type { Endpoint } from 'payload'
import {
  containsPattern,
  offsetPagination,
  queryRows,
  toCount,
  whereAll,
} from '../../services/lib/sqlQueries'
import { adminEndpoint, notFound, privateJson, routeId } from '../admin/adminEndpoint'
import { readQuery } from '../admin/readQuery'
import { selectConciergeRequests } from './conciergeRows'
import { updateConciergeStatusEndpoint } from './updateConciergeStatus'

/**
 * GET /api/concierge/requests?skip&limit&search&status: the search matches name or email in any
 * case, or any part of the phone number, combined with the status filter.
 */
const listRequests = adminEndpoint({
  path: '/concierge/requests',
  method: 'get',
  handler: async (req) => {
    const { data: query, error } = readQuery(req, ZConciergeListQuery)
    if (error) return error
    const pattern = query.search ? containsPattern(query.search) : undefined
    const where = whereAll([
      pattern && sql`(r.name ILIKE ${pattern} OR r.email ILIKE ${pattern} OR r.phone LIKE ${pattern})`,
      query.status && sql`r.status = ${query.status}`,
    ])
    const [requests, [counted]] = await Promise.all([
      selectConciergeRequests(req, { where, limit: query.limit, offset: query.skip }),
      queryRows<{ total: string }>(
        req.payload,
        sql`SELECT count(*) AS total FROM concierge_requests r ${where}`,
      ),
    ])
    const answer: TConciergeRequestList = {
      requests,
      pagination: offsetPagination(toCount(counted?.total), query.skip, query.limit),
    }
    return privateJson(answer)
  },
})

/** GET /api/concierge/requests/:id: one request with who moved it on and when. */
const requestDetail = adminEndpoint({
  path: '/concierge/requests/:id',
  method: 'get',
  handler: async (req) => {
    const id = routeId(req)
    if (!id) return notFound()
    const [request] = await selectConciergeRequests(req, { where: sql`WHERE r.id = ${id}`, limit: 1 })
    return request ? privateJson(request) : notFound()
  },
})

/** GET /api/concierge/stats: all requests and the count at each status. */
const requestStats = adminEndpoint({
  path: '/concierge/stats',
  method: 'get',
  handler: async (req) => {
    const rows = await queryRows<{ status: string; count: string }>(
      req.payload,
      sql`SELECT status, count(*) AS count FROM concierge_requests GROUP BY status`,
    )
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, toCount(row.count)]))
    const answer = {
      total: rows.reduce((sum, row) => sum + toCount(row.count), 0),
      ...Object.fromEntries(CONCIERGE_STATUSES.map((status) => [status, byStatus[status] ?? 0])),
    } as TConciergeStats
    return privateJson(answer)
  },
})

export const conciergeAdminEndpoints: Endpoint[] = [
  listRequests,
  requestStats,
  requestDetail,
  updateConciergeStatusEndpoint,
]
