import { formatShortDate, type Locale } from '@nexovia/content-schema/core'
import type { FlightCriteria } from './flightCriteria'
import type { FlightsT } from './flightMessages'

type Props = {
  criteria: FlightCriteria
  locale: Locale
  isOpen: boolean
  /** The id of the form the line opens and closes. */
  formId: string
  t: FlightsT
  onToggle: () => void
}

/** "JFK → ACC · Tue, Dec 15 – Tue, Dec 22 · 1 traveller · Economy": the search in one line (multi-city: its legs). */
export function summaryOf(criteria: FlightCriteria, locale: Locale, t: FlightsT): string {
  const day = (date: string) => formatShortDate(date, locale)
  const travellers = criteria.adults + criteria.children + criteria.infants
  const route = criteria.legs.length
    ? criteria.legs.map((leg) => `${leg.origin} → ${leg.destination} ${day(leg.date)}`).join(', ')
    : `${criteria.origin} → ${criteria.destination} · ${day(criteria.departDate)}${criteria.returnDate ? ` – ${day(criteria.returnDate)}` : ''}`
  return [
    route,
    travellers === 1
      ? t('flights.summary.travellers.one')
      : t('flights.summary.travellers.other', { count: travellers }),
    t(`search.cabin.${criteria.cabin}`),
  ].join(' · ')
}

/** The search in one line above its results; a press opens the form to change it. */
export function SearchSummary({ criteria, locale, isOpen, formId, t, onToggle }: Props) {
  return (
    <button
      type="button"
      className="flights-summary"
      data-testid="search-summary"
      aria-expanded={isOpen}
      aria-controls={formId}
      onClick={onToggle}
    >
      <span className="flights-summary__text">{summaryOf(criteria, locale, t)}</span>
      <span className="flights-summary__action">{t('flights.summary.change')}</span>
    </button>
  )
}
