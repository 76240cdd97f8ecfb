import type { TFlightDatePricesResponse, TItinerary } from '@nexovia/content-schema'
import type { Locale } from '@nexovia/content-schema/core'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import { localIsoDate } from '../search/localIsoDate'
import type { DestinationRequirements } from './entryRequirementsRules'
import {
  consistentLegs,
  criteriaFromQuery,
  criteriaToQuery,
  EMPTY_CRITERIA,
  type FlightCriteria,
  isSearchable,
  searchRequest,
} from './flightCriteria'
import { loadRecentSearches, rememberSearch, trackEvent } from './flightStorage'
import { loadResults } from './flightsHalves'
import { DEFAULT_VIEW, type ResultsView, viewFromQuery, withView } from './resultsViewQuery'
import { type SearchOutcome, type StripState, searchOutcome } from './searchOutcome'

export type { ShownItinerary } from './searchOutcome'

export type SearchState = { phase: 'idle' } | { phase: 'loading' } | SearchOutcome

/**
 * A search the server ran for the URL it was asked (loadFlightSearch): the island starts from it, so
 * its first render is the server's HTML, and does not search again.
 */
export type InitialSearch = {
  criteria: FlightCriteria
  view: ResultsView
  outcome: SearchOutcome
  /** The destination's entry requirements, so their panel is in the HTML too. */
  requirements: DestinationRequirements
  /** The date strip's prices, asked beside the search (none when it failed or cannot have one). */
  strip: TFlightDatePricesResponse | null
}

/** The strip of the server's search, as it answered it (the island asks for none on arrival). */
const initialStrip = (initial: InitialSearch | null | undefined): StripState =>
  initial?.strip ? { phase: 'done', answer: initial.strip } : null

/** True when criteria could be searched but their return comes before their departure (ISO dates compare as strings). */
const isReturnBeforeDeparture = (criteria: FlightCriteria) =>
  Boolean(criteria.returnDate && criteria.returnDate < criteria.departDate)

/** The /flights URL of a search and the way its results are shown. */
const urlOf = (criteria: FlightCriteria, view: ResultsView) =>
  `${window.location.pathname}?${withView(criteriaToQuery(criteria), view)}`

/**
 * The search of /flights (flow B, spec 02 §2): the URL holds the criteria and the results' view (tab,
 * filters), a search runs by itself when they are complete, and each search writes them back to the
 * URL (a new history entry, so Back returns to the previous search or view) and to recent searches.
 * `formKey` changes whenever the criteria form should be rebuilt with `criteria`; `needsFix` says the
 * URL's criteria were not searched because the form has something to correct.
 */
export function useFlightSearch(locale: Locale, initial?: InitialSearch | null) {
  const [criteria, setCriteria] = useState<FlightCriteria>(initial?.criteria ?? EMPTY_CRITERIA)
  const [formKey, setFormKey] = useState(0)
  const [state, setState] = useState<SearchState>(initial?.outcome ?? { phase: 'idle' })
  // The served search is the first of the recent searches (adopt remembers it): in the server's HTML
  // already, so the row is there before the island starts and only fills in (issue 41: nothing moves).
  const [recent, setRecent] = useState<FlightCriteria[]>(initial ? [initial.criteria] : [])
  const [refreshing, setRefreshing] = useState<string | null>(null)
  const [today, setToday] = useState('')
  const [view, setViewState] = useState<ResultsView>(initial?.view ?? DEFAULT_VIEW)
  const [strip, setStrip] = useState<StripState>(() => initialStrip(initial))
  const [needsFix, setNeedsFix] = useState(false)
  // The view a search writes to the URL, and the latest search (an older answer arriving late is dropped).
  const viewRef = useRef(view)
  const searchCount = useRef(0)
  const criteriaRef = useRef(criteria)
  const initialRef = useRef(initial)

  /** The strip of prices around the searched dates, asked once the search answered (not for multi-city). */
  const loadStrip = useCallback(
    async (next: FlightCriteria, count: number) => {
      if (next.legs.length > 0) return setStrip(null)
      setStrip({ phase: 'loading' })
      const answer = await callApi('flightDatePrices', {
        body: searchRequest(next, locale),
      })
      if (count !== searchCount.current) return
      setStrip(
        answer.ok && answer.data.provider_status === 'ok' ? { phase: 'done', answer: answer.data } : null,
      )
    },
    [locale],
  )

  const search = useCallback(
    async (asked: FlightCriteria, history: 'push' | 'replace' | 'none') => {
      const next = consistentLegs(asked)
      const count = ++searchCount.current
      criteriaRef.current = next
      setCriteria(next)
      setNeedsFix(false)
      setState({ phase: 'loading' })
      setStrip(next.legs.length > 0 ? null : { phase: 'loading' })
      // The URL is the search's source of truth: a reload or a shared link runs it again.
      if (history === 'push') window.history.pushState(null, '', urlOf(next, viewRef.current))
      if (history === 'replace') window.history.replaceState(null, '', urlOf(next, viewRef.current))
      setRecent(rememberSearch(next))
      trackEvent('flight_search', { origin: next.origin, destination: next.destination })
      const answer = await callApi('searchFlights', { body: searchRequest(next, locale) })
      if (count !== searchCount.current) return
      // An answer of an unexpected shape comes back as a failure with its 2xx status: 'generic'.
      const outcome = searchOutcome(next, { status: answer.status, data: answer.data })
      // Found flights show once the code that draws them is here too (the results half of a page opened
      // without a search): drawn at once, nothing below them moves when they arrive (issue 41). A
      // failure is drawn by the shell, at once.
      if (outcome.phase === 'done') await loadResults().catch(() => undefined)
      if (count !== searchCount.current) return
      setState(outcome)
      if (outcome.phase === 'failed') {
        trackEvent('flight_search_failed', { failure: outcome.failure })
        return setStrip(null)
      }
      trackEvent('flight_results', { count: outcome.itineraries.length })
      // The strip asks the engine seven times: after the results, so it never holds them back.
      void loadStrip(next, count)
    },
    [locale, loadStrip],
  )

  /** The server's search, taken over as if this island had run it: the URL and recent searches (its strip came with it). */
  const adopt = useCallback((served: InitialSearch) => {
    window.history.replaceState(null, '', urlOf(served.criteria, served.view))
    setRecent(rememberSearch(served.criteria))
    trackEvent('flight_search', {
      origin: served.criteria.origin,
      destination: served.criteria.destination,
    })
  }, [])

  /** The URL's search and view: searched when complete and correct, else shown in the form to correct. */
  const arrive = useCallback(
    (query: URLSearchParams, history: 'replace' | 'none') => {
      const fromUrl = criteriaFromQuery(query)
      viewRef.current = viewFromQuery(query)
      setViewState(viewRef.current)
      // The form is rebuilt with the URL's criteria only when there are some: rebuilding it otherwise
      // would drop what the visitor may already have typed.
      if (criteriaToQuery(fromUrl).toString() === criteriaToQuery(EMPTY_CRITERIA).toString()) return
      const isSame = criteriaToQuery(fromUrl).toString() === criteriaToQuery(criteriaRef.current).toString()
      if (isSame && history === 'none') return
      criteriaRef.current = fromUrl
      setCriteria(fromUrl)
      setFormKey((key) => key + 1)
      if (isReturnBeforeDeparture(fromUrl)) {
        searchCount.current += 1
        setState({ phase: 'idle' })
        setStrip(null)
        return setNeedsFix(true)
      }
      if (isSearchable(fromUrl)) void search(fromUrl, history)
    },
    [search],
  )

  // On arrival: the URL's search; recent searches from this device. Back and Forward return to a search or a view.
  // A transition: the page re-rendered with the device's day and searches yields to the browser as
  // it goes, where an ordinary update redrew the server's whole list in one long task (issue 41's TBT).
  useEffect(() => {
    const served = initialRef.current
    initialRef.current = null
    startTransition(() => {
      setToday(localIsoDate())
      setRecent(loadRecentSearches())
      if (served) adopt(served)
      else arrive(new URLSearchParams(window.location.search), 'replace')
    })
    const onPopState = () => arrive(new URLSearchParams(window.location.search), 'none')
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [arrive, adopt])

  /** A search from the form, a popular or recent route, or a day of the strip: the form shows its criteria. */
  const start = (next: FlightCriteria) => {
    setFormKey((key) => key + 1)
    void search(next, 'push')
  }

  /** Another tab or filter: a new history entry, so Back undoes it and a reload or a shared link keeps it. */
  const setView = (next: ResultsView) => {
    viewRef.current = next
    setViewState(next)
    window.history.pushState(null, '', urlOf(criteriaRef.current, next))
  }

  /** 'Refresh price': the server prices the itinerary again; its card shows the new price beside the first one. */
  const refresh = async (itinerary: TItinerary) => {
    setRefreshing(itinerary.itinerary_id)
    trackEvent('flight_reprice', { itinerary: itinerary.itinerary_id })
    const answer = await callApi('repriceFlight', {
      body: { itinerary_id: itinerary.itinerary_id, currency: itinerary.currency },
    })
    setRefreshing(null)
    if (!answer.ok) return console.warn(`reprice failed: ${answer.status}`)
    const { price_total: priceTotal, price_fetched_at: fetchedAt } = answer.data
    setState((current) =>
      current.phase === 'done'
        ? {
            ...current,
            itineraries: current.itineraries.map((item) =>
              item.itinerary_id === itinerary.itinerary_id
                ? {
                    ...item,
                    price_total: priceTotal,
                    price_fetched_at: fetchedAt,
                    firstSeenPrice: item.firstSeenPrice ?? item.price_total,
                  }
                : item,
            ),
          }
        : current,
    )
  }

  return {
    criteria,
    formKey,
    state,
    strip,
    view,
    needsFix,
    recent,
    refreshing,
    today,
    start,
    setView,
    refresh,
  }
}
