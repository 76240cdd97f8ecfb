import type { TFlightDataItem } from '@nexovia/content-schema'
import type { Locale } from '@nexovia/content-schema/core'
import { useEffect, useMemo, useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import { SelectField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { FlightResultCard } from './FlightResultCard'
import type { FlightMoney } from './flightFormat'
import type { FlightResultsKey, FlightResultsMessages } from './flightMessages'
import {
  ALL_AIRLINES,
  airlinesOf,
  FLIGHT_RESULTS_SORTS,
  type FlightResultsQuery,
  type FlightResultsSort,
  filterByAirline,
  sortFlights,
} from './flightResultsRules'
import './flights.css'

type Props = {
  locale: Locale
  messages: FlightResultsMessages
  query: FlightResultsQuery
  money: FlightMoney
  homePath: string
  paymentPath: string
}

type State =
  | { phase: 'loading' }
  | { phase: 'done'; flights: TFlightDataItem[] }
  | { phase: 'failed'; message: FlightResultsKey }

/** The message of a failed flow A search: the server's when it is one of ours, else the spec's. */
function failureOf(status: number, message: unknown): FlightResultsKey {
  if (status === 0) return 'errors.network'
  if (status === 429) return 'errors.tooManyRequests'
  return message === 'search.noFlights' ? 'search.noFlights' : 'errors.flightsUnavailable'
}

/** Flight results of flow A (spec 02 §2): sort, airline filter, 'Select' to payment by itinerary id. */
export default function FlightResults({ locale, messages, query, money, homePath, paymentPath }: Props) {
  const t = messagesTranslator(messages)
  const [state, setState] = useState<State>({ phase: 'loading' })
  const [sort, setSort] = useState<FlightResultsSort>('price')
  const [airline, setAirline] = useState(ALL_AIRLINES)

  useEffect(() => {
    let isCurrent = true
    void callApi('searchFlightData', { body: query }).then((answer) => {
      if (!isCurrent) return
      if (!answer.ok || answer.data.success === false || !answer.data.data) {
        const message = typeof answer.body.message === 'string' ? answer.body.message : undefined
        return setState({ phase: 'failed', message: failureOf(answer.status, message) })
      }
      setState({ phase: 'done', flights: answer.data.data })
    })
    return () => {
      isCurrent = false
    }
  }, [query])

  const flights = state.phase === 'done' ? state.flights : []
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

      <section className="flights-results" aria-live="polite" aria-busy={state.phase === 'loading'}>
        {state.phase === 'loading' && <p>{t('search.searching')}</p>}
        {state.phase === 'failed' && (
          <div className="flights-failure" role="alert">
            <p className="flights-failure__message">{t(state.message)}</p>
          </div>
        )}
        {state.phase === 'done' && shown.length === 0 && (
          <div className="flights-empty">
            <p className="flights-empty__title">{t('search.noFlights')}</p>
            <p>{t('search.adjustCriteria')}</p>
          </div>
        )}
        {state.phase === 'done' && shown.length > 0 && (
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
