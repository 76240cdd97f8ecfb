import {
  CONCIERGE_STATUSES,
  type TConciergeAdminRequest,
  type TConciergeListQuery,
  type TConciergeRequestList,
  type TConciergeStats,
} from '@nexovia/content-schema'
import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { containsPattern, offsetPagination, queryRows, toCount, whereAll } from '../lib/sqlQueries'
import { selectConciergeRequests } from './conciergeRows'

/** One page of requests: the search matches name or email in any case, or any part of the phone. */
export async function listConciergeRequests(
  req: PayloadRequest,
  query: TConciergeListQuery,
): Promise<TConciergeRequestList> {
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
  return { requests, pagination: offsetPagination(toCount(counted?.total), query.skip, query.limit) }
}

/** One request with who moved it on and when, or undefined. */
export async function conciergeRequestById(
  req: PayloadRequest,
  id: number,
): Promise<TConciergeAdminRequest | undefined> {
  const [request] = await selectConciergeRequests(req, { where: sql`WHERE r.id = ${id}`, limit: 1 })
  return request
}

/** All requests and the count at each status. */
export async function conciergeStats(payload: Payload): Promise<TConciergeStats> {
  const rows = await queryRows<{ status: string; count: string }>(
    payload,
    sql`SELECT status, count(*) AS count FROM concierge_requests GROUP BY status`,
  )
  const byStatus = Object.fromEntries(rows.map((row) => [row.status, toCount(row.count)]))
  return {
    total: rows.reduce((sum, row) => sum + toCount(row.count), 0),
    ...Object.fromEntries(CONCIERGE_STATUSES.map((status) => [status, byStatus[status] ?? 0])),
  } as TConciergeStats
}
