import { journeysOf, type TFlightSegment } from '@nexovia/content-schema'
import { createEvents, type EventAttributes } from 'ics'

type CalendarTrip = {
  reference: string
  itinerary: { segments: TFlightSegment[]; return_segments: TFlightSegment[]; legs?: TFlightSegment[][] }
  /** The airline's booking reference, once ticketed: what check-in asks for. */
  pnr?: string | null
}

/**
 * A calendar file (.ics) of a flight booking: one event a flight, at its exact instants (UTC, so
 * every calendar shows them on its own clock), named by flight number and airports, the booking's
 * reference and PNR in the notes. Shared by the manage page's download and the mails.
 */
export function flightCalendar({ reference, itinerary, pnr }: CalendarTrip): string {
  const notes = [`Nexovia ${reference}`, ...(pnr ? [`PNR ${pnr}`] : [])].join(' · ')
  const events: EventAttributes[] = journeysOf(itinerary)
    .flat()
    .map((flight, index) => ({
      uid: `${reference}-${index + 1}@nexovia`,
      title: `${flight.flight_number} ${flight.from} → ${flight.to}`,
      description: `${flight.carrier_name} · ${notes}`,
      location: flight.from,
      start: Date.parse(flight.dep),
      end: Date.parse(flight.arr),
      startInputType: 'utc',
      startOutputType: 'utc',
      endInputType: 'utc',
      endOutputType: 'utc',
      status: 'CONFIRMED',
      productId: 'nexovia/flights',
    }))
  const { error, value } = createEvents(events)
  if (error || !value) throw error ?? new Error('no calendar')
  return value
}
