import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { Payload, PayloadRequest, TypedUser } from 'payload'
import type { RateLimit } from '../../http/rateLimit'
import { bookingHistory, logStaffAction, staffLogDatabase } from './staffActionLog'

export type AddNoteOutcome =
  | { kind: 'not_found' }
  | { kind: 'limited'; retryAfter: string }
  | { kind: 'added'; history: Awaited<ReturnType<typeof bookingHistory>> }

type NoteInput = { bookingId: number; text: string; notesPerBooking: RateLimit; req: PayloadRequest }

/**
 * POST /api/admin/bookings/:id/notes: a note signed by its author, answered with the history. Counted
 * per booking, whoever writes (the contract's keyed limit): a script cannot bury a refund under notes.
 */
export async function addBookingNote(
  payload: Payload,
  { bookingId, text, notesPerBooking, req }: NoteInput,
  admin: TypedUser,
): Promise<AddNoteOutcome> {
  const { totalDocs } = await payload.count({
    collection: COLLECTION_SLUGS.bookings,
    where: { id: { equals: bookingId } },
    overrideAccess: false,
    user: admin,
  })
  if (totalDocs === 0) return { kind: 'not_found' }
  const limited = await notesPerBooking(req, `booking:${bookingId}`)
  if (limited) return { kind: 'limited', retryAfter: limited.headers.get('retry-after') ?? '60' }
  const now = new Date()
  const note = { kind: 'note', adminId: Number(admin.id), bookingId, detail: text, now } as const
  await logStaffAction(staffLogDatabase(payload), note)
  return { kind: 'added', history: await bookingHistory(payload, bookingId) }
}
