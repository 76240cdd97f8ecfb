import type { TItinerary } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import {
  DEFAULT_FLIGHT_SORT,
  type Locale,
  POPULAR_ROUTES,
  type TFlightSort,
} from '@nexovia/content-schema/core'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { messagesTranslator } from '../../lib/forms/messages'
import type { Airport } from '../search/searchRules'
import { localIsoDate } from '../search/searchRules'
import { FlightCriteriaForm } from './FlightCriteriaForm'
import {
  criteriaFromQuery,
  criteriaToQuery,
  EMPTY_CRITERIA,
  type FlightCriteria,
  isSearchable,
  searchRequest,
} from './flightCriteria'
import type { FlightsKey, FlightsMessages } from './flightMessages'
import { loadRecentSearches, rememberSearch, trackEvent } from './flightStorage'
import { ItineraryCard } from './ItineraryCard'
import {
  filterItineraries,
  type ItineraryFilters,
  NO_FILTERS,
  type SearchFailure,
  searchFailure,
  sortItineraries,
} from './itineraryRules'
import { LeadModal } from './LeadModal'
import { ResultsControls } from './ResultsControls'
import { type AirportCountry, isWestAfricanRoute } from './travelRegions'
import '../search/SearchPanel.css'
import './flights.css'

type Props = { locale: Locale; messages: FlightsMessages; airports: (Airport & AirportCountry)[] }

type SearchState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'done'; itineraries: TItinerary[] }
  | { phase: 'failed'; failure: SearchFailure }

const FAILURE_MESSAGE: Record<SearchFailure, FlightsKey> = {
  quota: 'errors.pricesUnavailable',
  api: 'errors.flightsUnavailable',
  generic: 'errors.flightSearchFailed',
  network: 'errors.network',
}

/** A popular route without a chosen date searches two weeks ahead. */
const POPULAR_ROUTE_LEAD_DAYS = 14
const SKELETON_CARDS = ['first', 'second', 'third'] as const

/**
 * The flight search page (flow B, spec 02 §2): the URL holds the criteria, a search runs by itself
 * when they are complete, and each search writes them back to the URL and to recent searches.
 */
export default function FlightSearch({ locale, messages, airports }: Props) {
  const t = messagesTranslator(messages)
  const [criteria, setCriteria] = useState<FlightCriteria>(EMPTY_CRITERIA)
  const [formKey, setFormKey] = useState(0)
  const [state, setState] = useState<SearchState>({ phase: 'idle' })
  const [sort, setSort] = useState<TFlightSort>(DEFAULT_FLIGHT_SORT)
  const [filters, setFilters] = useState<ItineraryFilters>(NO_FILTERS)
  const [recent, setRecent] = useState<FlightCriteria[]>([])
  const [refreshing, setRefreshing] = useState<string | null>(null)
  const [lead, setLead] = useState<{ itineraryId: string | null } | null>(null)
  const [today, setToday] = useState('')

  const search = useCallback(
    async (next: FlightCriteria) => {
      setCriteria(next)
      setState({ phase: 'loading' })
      // The URL is the search's source of truth: a reload or a shared link runs it again.
      window.history.replaceState(null, '', `${window.location.pathname}?${criteriaToQuery(next)}`)
      setRecent(rememberSearch(next))
      trackEvent('flight_search', { origin: next.origin, destination: next.destination })
      const answer = await callEndpoint(API.searchFlights, { body: searchRequest(next, locale) })
      // An answer of an unexpected shape comes back as a failure with its 2xx status: 'generic'.
      const providerStatus = answer.ok ? answer.data.provider_status : undefined
      const failure = searchFailure({ status: answer.status, providerStatus })
      if (failure || !answer.ok) {
        trackEvent('flight_search_failed', { failure: failure ?? 'generic' })
        return setState({ phase: 'failed', failure: failure ?? 'generic' })
      }
      const { itineraries } = answer.data
      trackEvent('flight_results', { count: itineraries.length })
      setState({ phase: 'done', itineraries })
    },
    [locale],
  )

  // On arrival: the criteria of the URL, searched at once when complete; recent searches from this device.
  useEffect(() => {
    const fromUrl = criteriaFromQuery(new URLSearchParams(window.location.search))
    setToday(localIsoDate())
    setRecent(loadRecentSearches())
    // The form is rebuilt with the URL's criteria only when there are some: rebuilding it otherwise
    // would drop what the visitor may already have typed.
    if (criteriaToQuery(fromUrl).toString() === criteriaToQuery(EMPTY_CRITERIA).toString()) return
    setCriteria(fromUrl)
    setFormKey((key) => key + 1)
    if (isSearchable(fromUrl)) void search(fromUrl)
  }, [search])

  const start = (next: FlightCriteria) => {
    setFormKey((key) => key + 1)
    void search(next)
  }

  const refresh = async (itinerary: TItinerary) => {
    setRefreshing(itinerary.itinerary_id)
    trackEvent('flight_reprice', { itinerary: itinerary.itinerary_id })
    const answer = await callEndpoint(API.repriceFlight, {
      body: { itinerary_id: itinerary.itinerary_id, currency: itinerary.currency },
    })
    setRefreshing(null)
    if (!answer.ok) return console.warn(`reprice failed: ${answer.status}`)
    const { price_total: priceTotal, price_fetched_at: fetchedAt } = answer.data
    setState((current) =>
      current.phase === 'done'
        ? {
            phase: 'done',
            itineraries: current.itineraries.map((item) =>
              item.itinerary_id === itinerary.itinerary_id
                ? { ...item, price_total: priceTotal, price_fetched_at: fetchedAt }
                : item,
            ),
          }
        : current,
    )
  }

  const contact = (itineraryId: string | null) => {
    trackEvent('flight_contact', { itinerary: itineraryId ?? 'none' })
    setLead({ itineraryId })
  }

  const shown = useMemo(
    () =>
      state.phase === 'done' ? sortItineraries(filterItineraries(state.itineraries, filters), sort) : [],
    [state, filters, sort],
  )
  const withXof = isWestAfricanRoute(criteria.origin, criteria.destination, airports)

  const popularDate = () => {
    const date = new Date()
    date.setDate(date.getDate() + POPULAR_ROUTE_LEAD_DAYS)
    return localIsoDate(date)
  }

  return (
    <div className="flights-page">
      <section aria-labelledby="flights-popular" className="flights-popular">
        <h2 id="flights-popular">{t('search.popularRoutes')}</h2>
        <ul>
          {POPULAR_ROUTES.map((route) => (
            <li key={`${route.origin}-${route.destination}`}>
              <button
                type="button"
                className="flights-chip"
                onClick={() =>
                  start({
                    ...criteria,
                    origin: route.origin,
                    destination: route.destination,
                    departDate: criteria.departDate || popularDate(),
                  })
                }
              >
                {t('flights.routeTo', { origin: route.origin, destination: route.destination })}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <FlightCriteriaForm
        key={formKey}
        initial={criteria}
        airports={airports}
        today={today}
        isSearching={state.phase === 'loading'}
        messages={messages}
        t={t}
        onSearch={start}
      />

      {recent.length > 0 && (
        <section aria-labelledby="flights-recent" className="flights-recent">
          <h2 id="flights-recent">{t('flights.recentSearches')}</h2>
          <ul>
            {recent.map((entry) => (
              <li key={`${entry.origin}-${entry.destination}`}>
                <button type="button" className="flights-chip" onClick={() => start(entry)}>
                  {t('flights.routeTo', { origin: entry.origin, destination: entry.destination })} ·{' '}
                  {entry.departDate}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

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
            <button type="button" className="flights-button" onClick={() => contact(null)}>
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
                  withXof={withXof}
                  isRefreshing={refreshing === itinerary.itinerary_id}
                  t={t}
                  onRefresh={() => void refresh(itinerary)}
                  onContact={() => contact(itinerary.itinerary_id)}
                />
              ))
            )}
          </>
        )}
      </section>

      {lead && (
        <LeadModal
          itineraryId={lead.itineraryId}
          locale={locale}
          messages={messages}
          onClose={() => setLead(null)}
        />
      )}
    </div>
  )
}
