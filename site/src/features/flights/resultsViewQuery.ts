import { STOP_FILTERS, TIME_WINDOWS, type TStopFilter, type TTimeWindow } from '@nexovia/content-schema/core'
import { type ItineraryFilters, NO_FILTERS } from './itineraryFilters'

// The results' view as the URL holds it: a module of its own, so the /flights shell reads and writes
// it without carrying the rules that order and filter the results (resultsView.ts; issue 41).

/** The three orders of the results, as Google Flights and Kayak name them. */
export const RESULT_TABS = ['best', 'cheapest', 'fastest'] as const
export type ResultTab = (typeof RESULT_TABS)[number]

export type ResultsView = { tab: ResultTab; filters: ItineraryFilters }
export const DEFAULT_VIEW: ResultsView = { tab: 'best', filters: NO_FILTERS }

/** The query names of the view; anything else in the URL is the search's. */
const VIEW_KEYS = ['tab', 'stops', 'dep', 'arr', 'airline', 'bags', 'maxHours'] as const
/** The longest journey a filter may ask for (the engine's longest connections stay under two days). */
export const MAX_HOURS = 48

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.find((item) => item === value) ?? fallback

function hoursFrom(value: string | null): number | null {
  const hours = Number(value)
  return value && Number.isInteger(hours) && hours >= 1 && hours <= MAX_HOURS ? hours : null
}

/** The view a URL names; anything malformed is left at its default. */
export function viewFromQuery(query: URLSearchParams): ResultsView {
  return {
    tab: oneOf(RESULT_TABS, query.get('tab'), DEFAULT_VIEW.tab),
    filters: {
      stops: oneOf<TStopFilter>(STOP_FILTERS, query.get('stops'), 'any'),
      departure: oneOf<TTimeWindow>(TIME_WINDOWS, query.get('dep'), 'any'),
      arrival: oneOf<TTimeWindow>(TIME_WINDOWS, query.get('arr'), 'any'),
      airlines: [...new Set(query.getAll('airline').filter((name) => name.trim() !== ''))],
      hasBag: query.get('bags') === '1',
      maxHours: hoursFrom(query.get('maxHours')),
    },
  }
}

/** The URL's query with this view in place of the one it had: only what differs from the default is written. */
export function withView(query: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams(query)
  for (const key of VIEW_KEYS) next.delete(key)
  const { filters } = view
  if (view.tab !== DEFAULT_VIEW.tab) next.set('tab', view.tab)
  if (filters.stops !== 'any') next.set('stops', filters.stops)
  if (filters.departure !== 'any') next.set('dep', filters.departure)
  if (filters.arrival !== 'any') next.set('arr', filters.arrival)
  for (const airline of filters.airlines) next.append('airline', airline)
  if (filters.hasBag) next.set('bags', '1')
  if (filters.maxHours !== null) next.set('maxHours', String(filters.maxHours))
  return next
}
