import { z } from 'zod'
import { msg, payload } from '../core/primitives.ts'
import type { UiKey } from '../i18n/index.ts'
import { E_TICKET_PATTERN, normaliseTicketEntry, PNR_PATTERN } from './tickets.ts'

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

// The answers (zod/mini), where they were.
export * from './ticketing-answers.ts'
