import type { TTicketingDesk, TTicketingDeskItem } from '@nexovia/content-schema/flights/ticketing-entry'
import { FLIGHT_TICKET_STATES } from '@nexovia/content-schema/flights/tickets'
import {
  isDateTime,
  isDocId,
  isNullableString,
  isObject,
  isOneOf,
  isString,
} from '../../lib/api/answerShapes'

// The desk's answers, checked by hand like the bookings' (readAdminBookings.ts): zod stays off the page.

const isStrings = (value: unknown) => Array.isArray(value) && value.every(isString)

function isDeskItem(value: unknown): value is TTicketingDeskItem {
  return (
    isObject(value) &&
    isDocId(value.booking_id) &&
    isString(value.reference) &&
    isOneOf(FLIGHT_TICKET_STATES, value.state) &&
    isDateTime(value.paid_at) &&
    isString(value.carrier) &&
    isString(value.carrier_name) &&
    isStrings(value.journeys) &&
    isStrings(value.passengers) &&
    isNullableString(value.pnr) &&
    isStrings(value.e_tickets)
  )
}

/** GET /api/admin/flight-tickets. */
export const readTicketingDesk = (body: unknown): TTicketingDesk | null =>
  isObject(body) && Array.isArray(body.bookings) && body.bookings.every(isDeskItem)
    ? (body as TTicketingDesk)
    : null

/** PUT /api/admin/flight-tickets/:id. */
export const readTicketedItem = (body: unknown): TTicketingDeskItem | null => (isDeskItem(body) ? body : null)
