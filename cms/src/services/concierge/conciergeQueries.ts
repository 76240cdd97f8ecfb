import {
  CONCIERGE_STATUSES,
  type TConciergeListQuery,
  type TConciergeRequestList,
  type TConciergeStats,
} from '@nexovia/content-schema'
import { and, count, desc, eq, ilike, like, or } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { concierge_requests } from '../../payload-generated-schema'
import { consoleListPage } from '../lib/consoleListPage'
import { containsPattern, drizzleOf } from '../lib/typedDatabase'
import { conciergeRequestRows, toConciergeRequest } from './conciergeRows'

/** One page of requests, newest first: the search matches name or email in any case, or any part of the phone. */
export async function listConciergeRequests(
  req: PayloadRequest,
  query: TConciergeListQuery,
): Promise<TConciergeRequestList> {
  const pattern = query.search ? containsPattern(query.search) : undefined
  const { rows, pagination } = await consoleListPage(req.payload, {
    select: conciergeRequestRows,
    counted: concierge_requests,
    where: and(
      pattern
        ? or(
            ilike(concierge_requests.name, pattern),
            ilike(concierge_requests.email, pattern),
            like(concierge_requests.phone, pattern),
          )
        : undefined,
      query.status ? eq(concierge_requests.status, query.status) : undefined,
    ),
    orderBy: [desc(concierge_requests.createdAt), desc(concierge_requests.id)],
    page: query,
  })
  return { requests: rows.map(toConciergeRequest), pagination }
}

/** All requests and the count at each status. */
export async function conciergeStats(payload: Payload): Promise<TConciergeStats> {
  const rows = await drizzleOf(payload)
    .select({ status: concierge_requests.status, count: count() })
    .from(concierge_requests)
    .groupBy(concierge_requests.status)
  const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.count]))
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    ...Object.fromEntries(CONCIERGE_STATUSES.map((status) => [status, byStatus[status] ?? 0])),
  } as TConciergeStats
}
