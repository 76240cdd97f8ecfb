import { z } from 'zod'
import { STAFF_ACTION_KINDS } from '../core/enums.ts'
import { payload, requiredText, ZDocId, ZIsoDateTime } from '../core/primitives.ts'

/** A reason or a note: required, one paragraph or a few, kept as typed. */
export const STAFF_TEXT_MAX = 1000

/** POST /api/admin/bookings/:id/cancel: a paid booking is refunded in full, an unpaid one cancelled. */
export const ZStaffCancel = payload({
  reason: requiredText(STAFF_TEXT_MAX, 'validation.reasonRequired'),
})
export type TStaffCancel = z.infer<typeof ZStaffCancel>

/** POST /api/admin/bookings/:id/notes. */
export const ZStaffNote = payload({
  text: requiredText(STAFF_TEXT_MAX, 'validation.noteRequired'),
})
export type TStaffNote = z.infer<typeof ZStaffNote>

/** One line of a booking's history: who did what, when. */
export const ZStaffActionEntry = z.object({
  id: ZDocId,
  kind: z.enum(STAFF_ACTION_KINDS),
  detail: z.string(),
  author: z.string(),
  at: ZIsoDateTime,
})
export type TStaffActionEntry = z.infer<typeof ZStaffActionEntry>

/** GET /api/admin/bookings/:id/history: newest first. */
export const ZBookingHistory = z.object({ bookingId: ZDocId, entries: z.array(ZStaffActionEntry) })
export type TBookingHistory = z.infer<typeof ZBookingHistory>

/** What a staff cancel did: the booking's new status. */
export const ZStaffCancelOutcome = z.object({
  bookingId: ZDocId,
  status: z.enum(['refunded', 'cancelled']),
})
export type TStaffCancelOutcome = z.infer<typeof ZStaffCancelOutcome>
