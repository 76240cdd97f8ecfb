import type { Locale } from '@nexovia/content-schema/core'
import { useMemo, useState } from 'react'
import { SelectField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { FlightResultCard } from './FlightResultCard'
import type { FlightMoney } from './flightFormat'
import type { FlightResultsMessages } from './flightMessages'
import type { FlightResultsOutcome } from './flightResultsOutcome'
import {
  ALL_AIRLINES,
  airlinesOf,
  FLIGHT_RESULTS_SORTS,
  type FlightResultsSort,
  filterByAirline,
  sortFlights,
} from './flightResultsRules'
import './flights.css'

type Props = {
  locale: Locale
  messages: FlightResultsMessages
  /** The search as the server ran it (FlightResultsRoute.astro): the page's HTML holds its flights. */
  outcome: FlightResultsOutcome
  money: FlightMoney
  homePath: string
  paymentPath: string
}

/** Flight results of flow A (spec 02 §2): sort, airline filter, 'Select' to payment by itinerary id. */
export default function FlightResults({ locale, messages, outcome, money, homePath, paymentPath }: Props) {
  const t = messagesTranslator(messages)
  const [sort, setSort] = useState<FlightResultsSort>('price')
  const [airline, setAirline] = useState(ALL_AIRLINES)

  const flights = outcome.phase === 'done' ? outcome.flights : []
  const airlines = useMemo(() => airlinesOf(flights), [flights])
  const shown = useMemo(() => sortFlights(filterByAirline(flights, airline), sort), [flights, airline, sort])

  return (
    <div className="flights-page">
      <div className="flights-controls">
        <SelectField
          id="results-sort"
          name="sort"
          className="search-field"
          label={t('search.sortBy')}
          value={sort}
          options={FLIGHT_RESULTS_SORTS.map((option) => ({
            value: option,
            label: t(`search.sort.${option}`),
          }))}
          onChange={(option) => setSort(option as FlightResultsSort)}
        />
        <SelectField
          id="results-airline"
          name="airline"
          className="search-field"
          label={t('flights.results.airline')}
          value={airline}
          options={[
            { value: ALL_AIRLINES, label: t('flights.results.allAirlines') },
            ...airlines.map((name) => ({ value: name, label: name })),
          ]}
          onChange={setAirline}
        />
        <a className="flights-button flights-button--secondary" href={homePath}>
          {t('search.newSearch')}
        </a>
      </div>

      <section className="flights-results" aria-live="polite">
        {outcome.phase === 'failed' && (
          <div className="flights-failure" role="alert">
            <p className="flights-failure__message">{t(outcome.message)}</p>
          </div>
        )}
        {outcome.phase === 'done' && shown.length === 0 && (
          <div className="flights-empty">
            <p className="flights-empty__title">{t('search.noFlights')}</p>
            <p>{t('search.adjustCriteria')}</p>
          </div>
        )}
        {outcome.phase === 'done' && shown.length > 0 && (
          <p className="flights-count" data-testid="result-count">
            {shown.length === 1
              ? t('flights.resultCount.one')
              : t('flights.resultCount.other', { count: shown.length })}
          </p>
        )}
        {shown.map((flight) => (
          <FlightResultCard
            key={flight.itinerary_id}
            flight={flight}
            locale={locale}
            money={money}
            paymentPath={paymentPath}
            t={t}
          />
        ))}
      </section>
    </div>
  )
}
