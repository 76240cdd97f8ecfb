import type { z } from 'zod'
import { payload, requiredText } from '../core/primitives.ts'

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

// The answers (zod/mini).
export * from './staff-action-answers.ts'
