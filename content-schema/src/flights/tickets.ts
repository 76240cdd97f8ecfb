/**
 * A flight booking's ticketing (issue 31): what the airline issued for a paid booking, kept in the
 * cms's `flight-tickets` collection, one per booking. The desk (offline engine, or any order that
 * needs a person) and the Duffel order flow both write it; the traveller reads its state.
 */

/**
 * waiting: paid, needs tickets; ordering: an airline order is being made; ticketed: PNR and
 * e-tickets issued; refused: the airline refused, the booking refunded; cancelled.
 */
export const FLIGHT_TICKET_STATES = ['waiting', 'ordering', 'ticketed', 'refused', 'cancelled'] as const
export type FlightTicketState = (typeof FLIGHT_TICKET_STATES)[number]

/** Who issues the tickets: staff at the ticketing desk, or a Duffel order. */
export const FLIGHT_TICKET_SOURCES = ['desk', 'duffel'] as const
export type FlightTicketSource = (typeof FLIGHT_TICKET_SOURCES)[number]

/** An airline booking reference (record locator): 6 letters or digits. */
export const PNR_PATTERN = /^[A-Z0-9]{6}$/
/** An e-ticket number: the airline's 3-digit ticketing prefix, then 10 digits. */
export const E_TICKET_PATTERN = /^\d{13}$/

/** Hours the traveller is told ticketing usually takes, when site settings name none. */
export const DEFAULT_TICKETING_HOURS = 24
