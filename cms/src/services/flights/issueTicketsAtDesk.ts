import type { TFlightTicketing } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { logStaffAction, staffLogDatabase } from '../bookings/staffActionLog'
import { notifyTraveller } from '../messages/notifier'
import { ticketedNotice } from '../push/ticketedNotice'
import { type IssueOutcome, issueTickets } from './ticketingDesk'
import { mailTickets } from './ticketsMail'

/**
 * The ticketing desk issues a booking's tickets (the PNR and one e-ticket per passenger): stored, then,
 * the first time only, written in the booking's history and told to the traveller on every channel they
 * chose (the mail, the browsers that asked for notices, WhatsApp or SMS). Saving the same tickets again
 * answers them and tells nobody twice.
 */
export async function issueTicketsAtDesk(
  payload: Payload,
  input: { bookingId: number; entry: TFlightTicketing },
  admin: { id: number },
  now = new Date(),
): Promise<IssueOutcome> {
  const { bookingId, entry } = input
  const outcome = await issueTickets(payload, { bookingId, entry, adminId: admin.id, now })
  if (outcome.kind !== 'issued' || !outcome.isNew) return outcome
  await logStaffAction(staffLogDatabase(payload), {
    kind: 'ticketing',
    adminId: admin.id,
    bookingId,
    detail: `PNR ${entry.pnr}`,
    now,
  })
  const ticketed = { reference: outcome.item.reference, pnr: entry.pnr }
  // The push is not awaited (the desk's answer never waits for a push service); the mail never throws.
  await notifyTraveller(payload, {
    event: 'ticketIssued',
    bookingId,
    variables: ticketed,
    email: () => mailTickets(payload, outcome.item),
    push: (locale) => ticketedNotice(locale, ticketed),
  })
  return outcome
}
