import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { logStaffAction, staffLogDatabase } from '../../services/bookings/staffActionLog'
import { issueTickets, listTicketingDesk } from '../../services/flights/ticketingDesk'
import { mailTickets } from '../../services/flights/ticketsMail'
import { notifyTraveller } from '../../services/messages/notifier'
import { ticketedNotice } from '../../services/push/ticketedNotice'
import { contractEndpoint } from '../contract/contractEndpoint'
import { notFound, privateJson } from './adminEndpoint'

const TICKETING_BODY_BYTES = 4 * 1024

/** GET /api/admin/flight-tickets: paid flight bookings waiting for tickets, oldest payment first. */
const listDesk = contractEndpoint(API.ticketingDesk, {
  handler: async ({ req }) => privateJson(await listTicketingDesk(req.payload)),
})

/**
 * PUT /api/admin/flight-tickets/:id (the booking's id): the PNR and one e-ticket per passenger.
 * 400 with field errors (count, prefix), 409 when the booking no longer waits for these tickets;
 * saving the same tickets again answers them without a second mail.
 */
const issue = contractEndpoint(API.issueTickets, {
  maxBytes: TICKETING_BODY_BYTES,
  handler: async ({ req, params, body: data, user: admin }) => {
    const bookingId = params.id
    const now = new Date()
    const outcome = await issueTickets(req.payload, { bookingId, entry: data, adminId: admin.id, now })
    if (outcome.kind === 'not_found') return notFound()
    if (outcome.kind === 'invalid')
      return apiError(400, { message: 'errors.invalidInput', fieldErrors: outcome.fieldErrors })
    if (outcome.kind === 'refused') return apiError(409, { message: 'ticketErrors.notWaiting' })
    if (outcome.isNew) {
      const detail = `PNR ${data.pnr}`
      await logStaffAction(staffLogDatabase(req.payload), {
        kind: 'ticketing',
        adminId: admin.id,
        bookingId,
        detail,
        now,
      })
      const ticketed = { reference: outcome.item.reference, pnr: data.pnr }
      // The push is not awaited (the desk's answer never waits for a push service); the mail never throws.
      await notifyTraveller(req.payload, {
        event: 'ticketIssued',
        bookingId,
        variables: ticketed,
        email: () => mailTickets(req.payload, outcome.item),
        push: (locale) => ticketedNotice(locale, ticketed),
      })
    }
    return privateJson(outcome.item)
  },
})

export const ticketingDeskEndpoints: Endpoint[] = [listDesk, issue]
