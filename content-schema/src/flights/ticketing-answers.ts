/** The ticketing desk's answers (zod/mini, see core/answer-primitives.ts). */
import * as z from 'zod/mini'
import { ZAnswerDateTime, ZAnswerDocId } from '../core/answer-primitives.ts'
import { FLIGHT_TICKET_STATES } from './tickets.ts'

/**
 * One journey on the desk: "DL 1047 JFK → ACC" and its departure, an instant the console writes on the
 * airport's clock with the zone named ("Dec 27 at 10:10 PM (New York time)", issue 42).
 */
export const ZTicketingDeskJourney = z.object({
  flights: z.string(),
  departs_at: ZAnswerDateTime,
  time_zone: z.string(),
})
export type TTicketingDeskJourney = z.infer<typeof ZTicketingDeskJourney>

/** One paid flight booking on the desk: what to ticket, for whom, since when. */
export const ZTicketingDeskItem = z.object({
  booking_id: ZAnswerDocId,
  reference: z.string(),
  state: z.enum(FLIGHT_TICKET_STATES),
  paid_at: ZAnswerDateTime,
  /** The validating airline: the first flight's (its prefix starts every e-ticket). */
  carrier: z.string(),
  carrier_name: z.string(),
  journeys: z.array(ZTicketingDeskJourney),
  /** Passenger names as in their passports, in order: one e-ticket each. */
  passengers: z.array(z.string()),
  pnr: z.nullable(z.string()),
  e_tickets: z.array(z.string()),
})
export type TTicketingDeskItem = z.infer<typeof ZTicketingDeskItem>

export const ZTicketingDesk = z.object({ bookings: z.array(ZTicketingDeskItem) })
export type TTicketingDesk = z.infer<typeof ZTicketingDesk>
