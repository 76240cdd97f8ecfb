import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { issueTicketsAtDesk } from '../../services/flights/issueTicketsAtDesk'
import { listTicketingDesk } from '../../services/flights/ticketingDesk'
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
  handler: async ({ req, params, body: entry, user: admin }) => {
    const outcome = await issueTicketsAtDesk(req.payload, { bookingId: params.id, entry }, admin)
    if (outcome.kind === 'not_found') return notFound()
    if (outcome.kind === 'invalid')
      return apiError(400, { message: 'errors.invalidInput', fieldErrors: outcome.fieldErrors })
    if (outcome.kind === 'refused') return apiError(409, { message: 'ticketErrors.notWaiting' })
    return privateJson(outcome.item)
  },
})

export const ticketingDeskEndpoints: Endpoint[] = [listDesk, issue]
