import {
  formatMoney,
  journeysOf,
  type TFlightLeadInput,
  type TItinerary,
  translate,
} from '@nexovia/content-schema'
import type { SendEmailOptions } from 'payload'
import { paragraphsMail } from '../mail/paragraphsMail'

const describeItinerary = (itinerary: TItinerary): string[] => [
  `Itinerary: ${itinerary.itinerary_id}`,
  ...journeysOf(itinerary)
    .flat()
    .map(
      (segment) => `  ${segment.flight_number} ${segment.from} ${segment.dep} → ${segment.to} ${segment.arr}`,
    ),
  `Quoted: ${formatMoney(itinerary.price_total, itinerary.currency, 'en')} at ${itinerary.price_fetched_at}`,
]

/** The notification the flight advisors receive (in English, the team's language), with the quoted itinerary. */
export function flightLeadTeamMail(
  lead: TFlightLeadInput,
  itinerary: TItinerary | undefined,
  teamAddress: string,
): SendEmailOptions {
  const lines = [
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone ?? '—'}`,
    `Language: ${lead.locale}`,
    ...(itinerary ? describeItinerary(itinerary) : [`Itinerary: ${lead.itinerary_id}`]),
    `Notes:\n${lead.notes ?? '—'}`,
  ]
  return {
    ...paragraphsMail(
      teamAddress,
      translate('en', 'flights.lead.mail.teamSubject', { name: lead.name }),
      lines,
    ),
    replyTo: lead.email,
  }
}
