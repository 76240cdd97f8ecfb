import type { TConciergeAdminRequest, TConciergeStatus } from '@nexovia/content-schema'
import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'
import { concierge_requests } from '../../payload-generated-schema'
import { databaseNow, drizzleOf } from '../lib/typedDatabase'
import { conciergeRequestById } from './conciergeRows'

/** The status a request must have for each move, and the audit columns each move stamps. */
const MOVES: Partial<
  Record<
    TConciergeStatus,
    { from: TConciergeStatus; at: 'contactedAt' | 'completedAt'; by: 'contactedBy' | 'completedBy' }
  >
> = {
  contacted: { from: 'pending', at: 'contactedAt', by: 'contactedBy' },
  completed: { from: 'contacted', at: 'completedAt', by: 'completedBy' },
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
    ? await drizzleOf(req.payload)
        .update(concierge_requests)
        .set({ status, [move.at]: databaseNow(), [move.by]: adminId, updatedAt: databaseNow() })
        .where(and(eq(concierge_requests.id, id), eq(concierge_requests.status, move.from)))
        .returning({ id: concierge_requests.id })
    : []
  const request = await conciergeRequestById(req, id)
  if (!request) return { outcome: 'not-found' }
  return moved.length ? { outcome: 'moved', request } : { outcome: 'refused' }
}
