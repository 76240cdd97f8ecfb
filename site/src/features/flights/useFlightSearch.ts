import type { TItinerary } from '@nexovia/content-schema'
import type { Locale } from '@nexovia/content-schema/core'
import { startTransition, useEffect, useRef, useState } from 'react'
import { localIsoDate } from '../search/localIsoDate'
import { EMPTY_CRITERIA, type FlightCriteria } from './flightCriteria'
import { loadRecentSearches } from './flightStorage'
import { loadResults } from './flightsHalves'
import type { ResultsView } from './resultsViewQuery'
import type { SearchRunContext } from './searchAdoption'
import type { StripState } from './searchOutcome'
import type { InitialSearch, SearchState } from './searchState'

export type { ShownItinerary } from './searchOutcome'
export type { InitialSearch, SearchState } from './searchState'

/** The strip of the server's search, as it answered it (the island asks for none on arrival). */
const initialStrip = (initial: InitialSearch | null | undefined): StripState =>
  initial?.strip ? { phase: 'done', answer: initial.strip } : null

/** What a search does (searchRuns.ts), loaded on demand, once for every caller. */
let runsLoading: Promise<typeof import('./searchRuns')> | undefined
const runs = () => {
  runsLoading ??= import('./searchRuns')
  return runsLoading
}
/** Starts loading what a search needs, and the results half that shows what it found (a first press or focus). */
export const preloadSearch = () => {
  void runs()
  void loadResults()
}

/**
 * The search of /flights (flow B, spec 02 §2): the URL holds the criteria and the results' view (tab,
 * filters), a search runs by itself when they are complete, and each search writes them back to the
 * URL (a new history entry, so Back returns to the previous search or view) and to recent searches.
 * `formKey` changes whenever the criteria form should be rebuilt with `criteria`; `needsFix` says the
 * URL's criteria were not searched because the form has something to correct. What a search does is
 * in searchRuns.ts; `view` is null for the default view (both so a page without a search carries
 * neither, issue 41).
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
  const [view, setView] = useState<ResultsView | null>(initial?.view ?? null)
  const [strip, setStrip] = useState<StripState>(() => initialStrip(initial))
  const [needsFix, setNeedsFix] = useState(false)
  const initialRef = useRef(initial)
  // The runs' view of this state: refs for what they read, the setters (stable) for what they write.
  const context = useRef<SearchRunContext>({
    locale,
    count: { current: 0 },
    criteria: { current: criteria },
    view: { current: view },
    setCriteria,
    setFormKey,
    setState,
    setRecent,
    setRefreshing,
    setView,
    setStrip,
    setNeedsFix,
    foundReady: () => loadResults().then((half) => half.loadCards()),
  }).current

  // On arrival: the URL's search; recent searches from this device. Back and Forward return to a search or a view.
  // A transition: the page re-rendered with the device's day and searches yields to the browser as
  // it goes, where an ordinary update redrew the server's whole list in one long task (issue 41's TBT).
  useEffect(() => {
    startTransition(() => {
      setToday(localIsoDate())
      setRecent(loadRecentSearches())
    })
    const served = initialRef.current
    initialRef.current = null
    const arrive = (history: 'replace' | 'none') => {
      const query = new URLSearchParams(window.location.search)
      void runs().then((searchRuns) => searchRuns.arriveAt(context, query, history))
    }
    if (served) void loadResults().then((half) => startTransition(() => half.adoptSearch(context, served)))
    else if (window.location.search) arrive('replace')
    const onPopState = () => arrive('none')
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [context])

  /** A search from the form, a popular or recent route, or a day of the strip: the form shows its criteria. */
  const start = (next: FlightCriteria) =>
    void runs().then((searchRuns) => {
      // In one update with the search's criteria (runSearch), so the rebuilt form starts from them.
      setFormKey((key) => key + 1)
      void searchRuns.runSearch(context, next, 'push')
    })

  /** Another tab or filter: a new history entry, so Back undoes it and a reload or a shared link keeps it. */
  const changeView = (next: ResultsView) => {
    context.view.current = next
    setView(next)
    void loadResults().then((half) =>
      window.history.pushState(null, '', half.urlOf(context.criteria.current, next)),
    )
  }

  /** 'Refresh price': the server prices the itinerary again; its card shows the new price beside the first one. */
  const refresh = (itinerary: TItinerary) =>
    runs().then((searchRuns) => searchRuns.refreshPrice(context, itinerary))

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
    setView: changeView,
    refresh,
  }
}
