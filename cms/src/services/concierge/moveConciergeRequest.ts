import type { TConciergeAdminRequest, TConciergeStatus } from '@nexovia/content-schema'
import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'
import { queryRows } from '../lib/sqlQueries'
import { conciergeRequestById } from './conciergeRows'

/** The status a request must have for each move, and the audit columns each move stamps. */
const MOVES: Partial<Record<TConciergeStatus, { from: TConciergeStatus; at: string; by: string }>> = {
  contacted: { from: 'pending', at: 'contacted_at', by: 'contacted_by_id' },
  completed: { from: 'contacted', at: 'completed_at', by: 'completed_by_id' },
}

export type ConciergeMove =
  | { outcome: 'moved'; request: TConciergeAdminRequest }
  | { outcome: 'refused' }
  | { outcome: 'not-found' }

/**
 * Moves a request on: pending → contacted → completed, nothing else. One UPDATE guarded by the
 * expected current status, so of two administrators moving the same request at once exactly one
 * matches the row; the other finds it moved on. The same statement records who moved it and when.
 */
export async function moveConciergeRequest(
  req: PayloadRequest,
  id: number,
  status: TConciergeStatus,
  adminId: number,
): Promise<ConciergeMove> {
  const move = MOVES[status]
  const moved = move
    ? await queryRows<{ id: number }>(
        req.payload,
        sql`UPDATE concierge_requests
            SET status = ${status}, ${sql.identifier(move.at)} = now(),
                ${sql.identifier(move.by)} = ${adminId}, updated_at = now()
            WHERE id = ${id} AND status = ${move.from}
            RETURNING id`,
      )
    : []
  const request = await conciergeRequestById(req, id)
  if (!request) return { outcome: 'not-found' }
  return moved.length ? { outcome: 'moved', request } : { outcome: 'refused' }
}
