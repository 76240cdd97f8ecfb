import { formatShortDate, type Locale } from '@nexovia/content-schema/core'
import { type ReactNode, useEffect, useRef } from 'react'
import type { FlightCriteria } from './flightCriteria'
import type { FlightsT } from './flightMessages'

type Props = {
  criteria: FlightCriteria
  locale: Locale
  isOpen: boolean
  t: FlightsT
  /** Called with the disclosure's new state, however it changed (a press, the island's own update). */
  onToggle: (isOpen: boolean) => void
  /** The form the line opens. */
  children: ReactNode
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

/**
 * The search in one line above its results; a press opens the form to change it. A disclosure of the
 * page's HTML (`<details>`), so a press before the island hydrates is not lost: the browser opens it,
 * and the island, finding it open when it starts, draws the form in it.
 */
export function SearchSummary({ criteria, locale, isOpen, t, onToggle, children }: Props) {
  const disclosure = useRef<HTMLDetailsElement>(null)
  // A press the browser took before hydration (React keeps the element's `open` as the visitor left it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the island starts.
  useEffect(() => {
    if (disclosure.current?.open) onToggle(true)
  }, [])
  return (
    <details
      ref={disclosure}
      className="flights-change"
      open={isOpen}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary className="flights-summary" data-testid="search-summary">
        <span className="flights-summary__text">{summaryOf(criteria, locale, t)}</span>
        <span className="flights-summary__action">{t('flights.summary.change')}</span>
      </summary>
      {children}
    </details>
  )
}
