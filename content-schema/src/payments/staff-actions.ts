import type { z } from 'zod'
import { blankAsUndefined, payload, recordId, requiredMultilineText } from '../core/primitives.ts'

/** A reason or a note: required, one paragraph or a few, kept as typed. */
export const STAFF_TEXT_MAX = 1000

/** POST /api/admin/bookings/:id/cancel: a paid booking is refunded in full, an unpaid one cancelled. */
export const ZStaffCancel = payload({
  reason: requiredMultilineText(STAFF_TEXT_MAX, 'validation.reasonRequired'),
})
export type TStaffCancel = z.infer<typeof ZStaffCancel>

/** POST /api/admin/bookings/:id/notes. */
export const ZStaffNote = payload({
  text: requiredMultilineText(STAFF_TEXT_MAX, 'validation.noteRequired'),
})
export type TStaffNote = z.infer<typeof ZStaffNote>

/** Lines of a booking's history per page of the console. */
export const HISTORY_PAGE_SIZE = 50

/** GET /api/admin/bookings/:id/history?before=: the page of lines older than the line `before` (the newest without). */
export const ZBookingHistoryQuery = payload({ before: blankAsUndefined(recordId()) })
export type TBookingHistoryQuery = z.infer<typeof ZBookingHistoryQuery>

// The answers (zod/mini).
export * from './staff-action-answers.ts'
