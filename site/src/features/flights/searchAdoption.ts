import type { Locale } from '@nexovia/content-schema/core'
import type { Dispatch, SetStateAction } from 'react'
import { criteriaToQuery, type FlightCriteria } from './flightCriteria'
import { rememberSearch, trackEvent } from './flightStorage'
import { DEFAULT_VIEW, type ResultsView, withView } from './resultsViewQuery'
import type { StripState } from './searchOutcome'
import type { InitialSearch, SearchState } from './searchState'

// What a page with the server's results needs of the search at once: the search's URL, and the
// server's search taken over. In the results half (flightsHalves.tsx); what a new search does is in
// searchRuns.ts, loaded when the visitor first acts (issue 41: ≤ 75 KB).

type Set<T> = Dispatch<SetStateAction<T>>

/** The state of useFlightSearch these runs read and write. */
export type SearchRunContext = {
  locale: Locale
  /** The latest search's number: an older answer arriving late is dropped. */
  count: { current: number }
  criteria: { current: FlightCriteria }
  /** The view a search writes to the URL. */
  view: { current: ResultsView | null }
  setCriteria: Set<FlightCriteria>
  setFormKey: Set<number>
  setState: Set<SearchState>
  setRecent: Set<FlightCriteria[]>
  setRefreshing: Set<string | null>
  setView: Set<ResultsView | null>
  setStrip: Set<StripState>
  setNeedsFix: Set<boolean>
  /** Resolves once what a found search shows can be drawn at once (the results half, the cards' code). */
  foundReady: () => Promise<unknown>
}

/** The /flights URL of a search and the way its results are shown (none: the default view). */
export const urlOf = (criteria: FlightCriteria, view: ResultsView | null) =>
  `${window.location.pathname}?${withView(criteriaToQuery(criteria), view ?? DEFAULT_VIEW)}`

/** The server's search, taken over as if the island had run it: the URL and recent searches (its strip came with it). */
export function adoptSearch(context: SearchRunContext, served: InitialSearch) {
  window.history.replaceState(null, '', urlOf(served.criteria, served.view))
  context.setRecent(rememberSearch(served.criteria))
  trackEvent('flight_search', { origin: served.criteria.origin, destination: served.criteria.destination })
}
