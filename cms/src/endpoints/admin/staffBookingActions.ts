import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { NOTES_PER_BOOKING, NOTES_PER_BOOKING_SECONDS } from '@nexovia/content-schema/payments/staff-actions'
import type { Endpoint } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { createRateLimit } from '../../http/rateLimit'
import { bookingHistory, logStaffAction, staffLogDatabase } from '../../services/bookings/staffActionLog'
import { cancelByStaff } from '../../services/bookings/staffBookingActions'
import { mailCancellation } from '../../services/payments/confirmation/cancellationDelivery'
import { closeCheckout } from '../../services/taxi/cancelRide'
import { contractEndpoint } from '../contract/contractEndpoint'
import { notFound, privateJson } from './adminEndpoint'

const STAFF_BODY_BYTES = 8 * 1024

const notesPerBooking = createRateLimit({
  name: 'booking-notes',
  points: NOTES_PER_BOOKING,
  durationSeconds: NOTES_PER_BOOKING_SECONDS,
})

/**
 * POST /api/admin/bookings/:id/cancel {reason}: a paid booking refunded in full (then the traveller
 * mailed), an unpaid one cancelled; 409 when it is neither (already refunded, say), 502 when the
 * gateway refused the refund (nothing changed). The reason goes to the booking's history.
 */
const cancelBooking = contractEndpoint(API.staffCancelBooking, {
  maxBytes: STAFF_BODY_BYTES,
  handler: async ({ req, params, body: data, user: admin }) => {
    const bookingId = params.id
    const now = new Date()
    const outcome = await cancelByStaff(req.payload, {
      bookingId,
      adminId: Number(admin.id),
      reason: data.reason,
      now,
    })
    if (outcome.kind === 'not_found') return notFound()
    if (outcome.kind === 'refused') return apiError(409, { message: 'staffBooking.notCancellable' })
    if (outcome.kind === 'refund_failed') return apiError(502, { message: 'staffBooking.refundFailed' })
    if (outcome.kind === 'cancelled') {
      if (outcome.sessionToClose) await closeCheckout(req.payload, outcome.sessionToClose)
      return privateJson({ bookingId, status: 'cancelled' })
    }
    const booking = await req.payload.findByID({
      collection: COLLECTION_SLUGS.bookings,
      id: bookingId,
      depth: 0,
    })
    await mailCancellation(req.payload, booking, outcome.refund.amount)
    return privateJson({ bookingId, status: 'refunded' })
  },
})

/** POST /api/admin/bookings/:id/notes {text}: a note signed by its author, answered with the history. */
const addNote = contractEndpoint(API.addBookingNote, {
  maxBytes: STAFF_BODY_BYTES,
  handler: async ({ req, params, body: data, user: admin }) => {
    const bookingId = params.id
    const { totalDocs } = await req.payload.count({
      collection: COLLECTION_SLUGS.bookings,
      where: { id: { equals: bookingId } },
      overrideAccess: false,
      user: admin,
    })
    if (totalDocs === 0) return notFound()
    // Counted per booking, whoever writes: a script cannot bury the booking's refund under notes.
    const limited = await notesPerBooking(req, `booking:${bookingId}`)
    if (limited)
      return apiError(
        429,
        { message: 'staffBooking.tooManyNotes' },
        { 'retry-after': limited.headers.get('retry-after') ?? '60' },
      )
    await logStaffAction(staffLogDatabase(req.payload), {
      kind: 'note',
      adminId: Number(admin.id),
      bookingId,
      detail: data.text,
      now: new Date(),
    })
    return privateJson(await bookingHistory(req.payload, bookingId))
  },
})

/** GET /api/admin/bookings/:id/history?before=: a page of the booking's audit trail, newest first. */
const history = contractEndpoint(API.bookingHistory, {
  handler: async ({ req, params, query }) =>
    privateJson(await bookingHistory(req.payload, params.id, { before: query.before })),
})

export const staffBookingEndpoints: Endpoint[] = [cancelBooking, addNote, history]
