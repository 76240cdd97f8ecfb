import type { TItinerary } from '@nexovia/content-schema'
import { DEFAULT_FLIGHT_SORT, type Locale, type TFlightSort } from '@nexovia/content-schema/core'
import { useMemo, useState } from 'react'
import type { FlightMoney } from './flightFormat'
import type { FlightsKey, FlightsT } from './flightMessages'
import { ItineraryCard } from './ItineraryCard'
import {
  filterItineraries,
  type ItineraryFilters,
  NO_FILTERS,
  type SearchFailure,
  sortItineraries,
} from './itineraryRules'
import { ResultsControls } from './ResultsControls'
import type { SearchState } from './useFlightSearch'

type Props = {
  state: SearchState
  locale: Locale
  /** The visitor's currency and rates, and the route's West African currency, for the "≈" lines. */
  money: FlightMoney
  /** The itinerary whose price is being refreshed. */
  refreshing: string | null
  t: FlightsT
  onRefresh: (itinerary: TItinerary) => void
  /** 'Contact Us', about an itinerary or (null) from a failed search. */
  onContact: (itineraryId: string | null) => void
}

const FAILURE_MESSAGE: Record<SearchFailure, FlightsKey> = {
  quota: 'errors.pricesUnavailable',
  api: 'errors.flightsUnavailable',
  generic: 'errors.flightSearchFailed',
  network: 'errors.network',
}

const SKELETON_CARDS = ['first', 'second', 'third'] as const

/**
 * What a search shows: skeleton cards while it runs, its failure with 'Contact Us', or the
 * itineraries under the sort bar and filters (kept from one search to the next).
 */
export function SearchResults({ state, locale, money, refreshing, t, onRefresh, onContact }: Props) {
  const [sort, setSort] = useState<TFlightSort>(DEFAULT_FLIGHT_SORT)
  const [filters, setFilters] = useState<ItineraryFilters>(NO_FILTERS)
  const shown = useMemo(
    () =>
      state.phase === 'done' ? sortItineraries(filterItineraries(state.itineraries, filters), sort) : [],
    [state, filters, sort],
  )

  return (
    <section className="flights-results" aria-live="polite" aria-busy={state.phase === 'loading'}>
      {state.phase === 'loading' && (
        <>
          <p className="visually-hidden">{t('search.searching')}</p>
          {SKELETON_CARDS.map((card) => (
            <div
              key={card}
              className="itinerary itinerary--skeleton"
              data-testid="skeleton-card"
              aria-hidden="true"
            >
              <span />
              <span />
              <span />
            </div>
          ))}
        </>
      )}
      {state.phase === 'failed' && (
        <div className="flights-failure" role="alert" data-failure={state.failure}>
          <p className="flights-failure__message">{t(FAILURE_MESSAGE[state.failure])}</p>
          <p>{t('flights.errorContact')}</p>
          <button type="button" className="flights-button" onClick={() => onContact(null)}>
            {t('search.contactUs')}
          </button>
        </div>
      )}
      {state.phase === 'done' && (
        <>
          <ResultsControls sort={sort} filters={filters} t={t} onSort={setSort} onFilters={setFilters} />
          <p className="flights-count" data-testid="result-count">
            {shown.length === 1
              ? t('flights.resultCount.one')
              : t('flights.resultCount.other', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <div className="flights-empty">
              <p className="flights-empty__title">{t('search.noFlights')}</p>
              <p>{t('search.adjustCriteria')}</p>
            </div>
          ) : (
            shown.map((itinerary) => (
              <ItineraryCard
                key={itinerary.itinerary_id}
                itinerary={itinerary}
                locale={locale}
                money={money}
                isRefreshing={refreshing === itinerary.itinerary_id}
                t={t}
                onRefresh={() => onRefresh(itinerary)}
                onContact={() => onContact(itinerary.itinerary_id)}
              />
            ))
          )}
        </>
      )}
    </section>
  )
}
