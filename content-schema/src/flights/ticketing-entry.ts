import { z } from 'zod'
import { msg, payload, ZDocId, ZIsoDateTime } from '../core/primitives.ts'
import type { UiKey } from '../i18n/keys.ts'
import { E_TICKET_PATTERN, FLIGHT_TICKET_STATES, normaliseTicketEntry, PNR_PATTERN } from './tickets.ts'

/** A code as staff type it (spaces and dashes dropped, upper case), then held to its pattern. */
const typedCode = (pattern: RegExp, keys: { required: UiKey; invalid: UiKey }) =>
  z
    .string(msg(keys.required))
    .transform(normaliseTicketEntry)
    .pipe(
      z
        .string()
        .min(1, { ...msg(keys.required), abort: true })
        .regex(pattern, msg(keys.invalid)),
    )

/**
 * What staff enter at the ticketing desk for one booking: the airline's booking reference and one
 * e-ticket number per passenger, in the booking's passenger order. The airline's prefix and the
 * passenger count depend on the booking: the cms checks them (eTicketProblem) against it.
 */
export const ZFlightTicketing = payload({
  pnr: typedCode(PNR_PATTERN, { required: 'validation.pnrRequired', invalid: 'validation.pnrInvalid' }),
  e_tickets: z
    .array(
      typedCode(E_TICKET_PATTERN, {
        required: 'validation.eTicketRequired',
        invalid: 'validation.eTicketInvalid',
      }),
      msg('validation.eTicketsCount'),
    )
    .min(1, msg('validation.eTicketsCount'))
    .max(9, msg('validation.eTicketsCount'))
    .refine((numbers) => new Set(numbers).size === numbers.length, msg('validation.eTicketRepeated')),
})
export type TFlightTicketing = z.infer<typeof ZFlightTicketing>

/** One paid flight booking on the desk: what to ticket, for whom, since when. */
export const ZTicketingDeskItem = z.object({
  booking_id: ZDocId,
  reference: z.string(),
  state: z.enum(FLIGHT_TICKET_STATES),
  paid_at: ZIsoDateTime,
  /** The validating airline: the first flight's (its prefix starts every e-ticket). */
  carrier: z.string(),
  carrier_name: z.string(),
  /** One line a journey: "DL 1047 JFK → ACC, 2026-12-27 22:10". */
  journeys: z.array(z.string()),
  /** Passenger names as in their passports, in order: one e-ticket each. */
  passengers: z.array(z.string()),
  pnr: z.string().nullable(),
  e_tickets: z.array(z.string()),
})
export type TTicketingDeskItem = z.infer<typeof ZTicketingDeskItem>

export const ZTicketingDesk = z.object({ bookings: z.array(ZTicketingDeskItem) })
export type TTicketingDesk = z.infer<typeof ZTicketingDesk>
