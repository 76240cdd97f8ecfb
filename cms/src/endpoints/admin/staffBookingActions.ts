import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { addBookingNote } from '../../services/bookings/addBookingNote'
import { bookingHistory } from '../../services/bookings/staffActionLog'
import { staffCancelBooking } from '../../services/bookings/staffCancelBooking'
import { contractEndpoint } from '../contract/contractEndpoint'
import { notFound, privateJson } from './adminEndpoint'

const STAFF_BODY_BYTES = 8 * 1024

/**
 * POST /api/admin/bookings/:id/cancel {reason}: a paid booking refunded in full (then the traveller
 * mailed), an unpaid one cancelled; 409 when it is neither (already refunded, say), 502 when the
 * gateway refused the refund (nothing changed). The reason goes to the booking's history.
 */
const cancelBooking = contractEndpoint(API.staffCancelBooking, {
  maxBytes: STAFF_BODY_BYTES,
  handler: async ({ req, params, body: data, user: admin }) => {
    const bookingId = params.id
    const outcome = await staffCancelBooking(req.payload, { bookingId, reason: data.reason }, admin)
    switch (outcome.kind) {
      case 'not_found':
        return notFound()
      case 'refused':
        return apiError(409, { message: 'staffBooking.notCancellable' })
      case 'refund_failed':
        return apiError(502, { message: 'staffBooking.refundFailed' })
      default:
        return privateJson({ bookingId, status: outcome.kind })
    }
  },
})

/** POST /api/admin/bookings/:id/notes {text}: a note signed by its author, answered with the history. */
const addNote = contractEndpoint(API.addBookingNote, {
  maxBytes: STAFF_BODY_BYTES,
  handler: async ({ req, params, body: data, user: admin, keyedLimits }) => {
    const note = { bookingId: params.id, text: data.text, notesPerBooking: keyedLimits.notes, req }
    const outcome = await addBookingNote(req.payload, note, admin)
    if (outcome.kind === 'not_found') return notFound()
    if (outcome.kind === 'limited')
      return apiError(429, { message: 'staffBooking.tooManyNotes' }, { 'retry-after': outcome.retryAfter })
    return privateJson(outcome.history)
  },
})

/** GET /api/admin/bookings/:id/history?before=: a page of the booking's audit trail, newest first. */
const history = contractEndpoint(API.bookingHistory, {
  handler: async ({ req, params, query }) =>
    privateJson(await bookingHistory(req.payload, params.id, { before: query.before })),
})

export const staffBookingEndpoints: Endpoint[] = [cancelBooking, addNote, history]
