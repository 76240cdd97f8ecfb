import { canChangeConciergeStatus, type TConciergeStatus } from '@nexovia/content-schema'
import { APIError, type CollectionBeforeChangeHook } from 'payload'

/**
 * Payload's own API and panel follow the console's rule: a request moves pending → contacted →
 * completed only (409 otherwise), and each move records who made it and when. The console's
 * endpoint makes the same move in one guarded UPDATE (updateConciergeStatus.ts), which also
 * settles two administrators racing; this hook covers every other way in.
 */
export const guardStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const from = originalDoc?.status as TConciergeStatus | undefined
  const to = data.status as TConciergeStatus | undefined
  if (operation !== 'update' || !from || !to || from === to) return data
  if (!canChangeConciergeStatus(from, to)) throw new APIError('errors.conciergeTransition', 409, null, true)
  const at = new Date().toISOString()
  const by = req.user?.collection === 'admins' ? req.user.id : null
  return to === 'contacted'
    ? { ...data, contactedAt: at, contactedBy: by }
    : { ...data, completedAt: at, completedBy: by }
}
