import { z } from 'zod'
import { FLIGHT_TICKET_STATES } from './tickets.ts'

/**
 * A flight booking's tickets as its traveller sees them (manage-booking): the state, the hours
 * ticketing usually takes (site settings), the PNR and each passenger's e-ticket once issued, the
 * validating airline's check-in page, the fare's change and refund conditions, and a calendar
 * file of its flights (.ics text).
 */
export const ZTravellerTickets = z.object({
  state: z.enum(FLIGHT_TICKET_STATES),
  hours: z.number().int().positive(),
  pnr: z.string().nullable(),
  e_tickets: z.array(z.object({ name: z.string(), number: z.string() })),
  check_in: z.object({ airline: z.string(), url: z.string() }).nullable(),
  fare: z.array(z.string()),
  calendar: z.string(),
})
export type TTravellerTickets = z.infer<typeof ZTravellerTickets>
