import type { Locale } from '@nexovia/content-schema/core/locales'
import type { TTravellerTickets } from '@nexovia/content-schema/flights/traveller-tickets'
import { withColon } from '@nexovia/content-schema/format/punctuation'
import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { useId } from 'react'
import type { Translate } from '../../lib/forms/messages'

/** The strings of a flight's tickets on manage-booking. */
export const FLIGHT_TICKETS_KEYS = [
  'tickets.title',
  'tickets.waiting',
  'tickets.ordering',
  'tickets.ticketed',
  'tickets.eTicket',
  'tickets.refused',
  'tickets.cancelled',
  'tickets.checkIn',
  'tickets.calendar',
  'tickets.fare',
] as const satisfies readonly UiKey[]

type Props = {
  tickets: TTravellerTickets
  reference: string
  locale: Locale
  t: Translate<(typeof FLIGHT_TICKETS_KEYS)[number]>
}

/** What a state says: how long ticketing takes, the PNR once issued, or why there are none. */
function stateText({ tickets, t }: Pick<Props, 'tickets' | 't'>) {
  if (tickets.state === 'waiting') return t('tickets.waiting', { hours: tickets.hours })
  if (tickets.state === 'ticketed') return t('tickets.ticketed', { pnr: tickets.pnr ?? '' })
  return t(`tickets.${tickets.state}`)
}

/**
 * A flight's tickets, honestly: ticketing under way, then the PNR and each passenger's e-ticket with
 * the airline's check-in; the fare's conditions and a calendar file of the flights throughout.
 */
export function FlightTickets({ tickets, reference, locale, t }: Props) {
  // Several tickets on one page (My Bookings, the kept trips): each section names its own title.
  const titleId = useId()
  const calendarHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(tickets.calendar)}`
  return (
    <section className="managed-booking__tickets" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('tickets.title')}</h3>
      <p data-testid="ticket-state" data-state={tickets.state}>
        {stateText({ tickets, t })}
      </p>
      {tickets.e_tickets.length > 0 && (
        <ul data-testid="e-tickets">
          {tickets.e_tickets.map((ticket) => (
            <li key={ticket.number}>{t('tickets.eTicket', { number: ticket.number, name: ticket.name })}</li>
          ))}
        </ul>
      )}
      {tickets.state === 'ticketed' && tickets.check_in && (
        <p>
          <a href={tickets.check_in.url} rel="noopener noreferrer" target="_blank" data-testid="check-in">
            {t('tickets.checkIn', { airline: tickets.check_in.airline })}
          </a>
        </p>
      )}
      {tickets.fare.length > 0 && (
        <p>
          {withColon(t('tickets.fare'), locale)} {tickets.fare.join(' · ')}
        </p>
      )}
      <p>
        <a href={calendarHref} download={`${reference}.ics`} data-testid="calendar-file">
          {t('tickets.calendar')}
        </a>
      </p>
    </section>
  )
}
