import { type TConciergeStatus, ZConciergeStatusUpdate } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { sql } from 'drizzle-orm'
import { route } from '../../http/contractRoute'
import { apiError } from '../../http/jsonResponses'
import { parseJsonBody } from '../../http/parseJsonBody'
import { selectConciergeRequests } from '../../services/concierge/conciergeRows'
import { queryRows } from '../../services/lib/sqlQueries'
import { adminEndpoint, notFound, privateJson, routeId } from '../admin/adminEndpoint'

/** The status a request must have for each move, and the audit columns each move stamps. */
const MOVES: Partial<Record<TConciergeStatus, { from: TConciergeStatus; at: string; by: string }>> = {
  contacted: { from: 'pending', at: 'contacted_at', by: 'contacted_by_id' },
  completed: { from: 'contacted', at: 'completed_at', by: 'completed_by_id' },
}

const conflict = () => apiError(409, { message: 'errors.conciergeTransition' })

/**
 * PUT /api/concierge/requests/:id {status}: pending → contacted → completed, nothing else (409).
 * One UPDATE guarded by the expected current status, so of two administrators moving the same
 * request at once exactly one matches the row; the other finds it moved on and gets 409.
 * The same statement records who made the change and when.
 */
export const updateConciergeStatusEndpoint = adminEndpoint({
  ...route(API.updateConciergeRequest),
  handler: async (req, admin) => {
    const id = routeId(req)
    if (!id) return notFound()
    const { data, error } = await parseJsonBody(req, ZConciergeStatusUpdate, 1024)
    if (error) return error
    const move = MOVES[data.status]
    const moved = move
      ? await queryRows<{ id: number }>(
          req.payload,
          sql`UPDATE concierge_requests
              SET status = ${data.status}, ${sql.identifier(move.at)} = now(),
                  ${sql.identifier(move.by)} = ${Number(admin.id)}, updated_at = now()
              WHERE id = ${id} AND status = ${move.from}
              RETURNING id`,
        )
      : []
    const [request] = await selectConciergeRequests(req, { where: sql`WHERE r.id = ${id}`, limit: 1 })
    if (!request) return notFound()
    return moved.length ? privateJson(request) : conflict()
  },
})
