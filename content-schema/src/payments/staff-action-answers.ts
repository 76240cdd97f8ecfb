/** The answers of staff actions on a booking (zod/mini, see core/answer-primitives.ts). */
import * as z from 'zod/mini'
import { ZAnswerDateTime, ZAnswerDocId } from '../core/answer-primitives.ts'
import { STAFF_ACTION_KINDS } from '../core/enums.ts'

/** One line of a booking's history: who did what, when. */
export const ZStaffActionEntry = z.object({
  id: ZAnswerDocId,
  kind: z.enum(STAFF_ACTION_KINDS),
  detail: z.string(),
  author: z.string(),
  at: ZAnswerDateTime,
})
export type TStaffActionEntry = z.infer<typeof ZStaffActionEntry>

/**
 * GET /api/admin/bookings/:id/history: one page, newest first; `nextBefore` is the `before` of the
 * next (older) page, null on the last.
 */
export const ZBookingHistory = z.object({
  bookingId: ZAnswerDocId,
  entries: z.array(ZStaffActionEntry),
  nextBefore: z.nullable(ZAnswerDocId),
})
export type TBookingHistory = z.infer<typeof ZBookingHistory>

/** What a staff cancel did: the booking's new status. */
export const ZStaffCancelOutcome = z.object({
  bookingId: ZAnswerDocId,
  status: z.enum(['refunded', 'cancelled']),
})
export type TStaffCancelOutcome = z.infer<typeof ZStaffCancelOutcome>
