import { STOP_FILTERS, TIME_WINDOWS, type TStopFilter, type TTimeWindow } from '@nexovia/content-schema/core'
import {
  filterItineraries,
  type ItineraryFilters,
  NO_FILTERS,
  type RankedItinerary,
  sortItineraries,
} from './itineraryRules'

/** The three orders of the results, as Google Flights and Kayak name them. */
export const RESULT_TABS = ['best', 'cheapest', 'fastest'] as const
export type ResultTab = (typeof RESULT_TABS)[number]

/**
 * "Best" weighs price and time alike: each as a multiple of the cheapest and of the fastest of the
 * list, so a fare 10 % dearer that saves half the journey comes first. Ties go to the cheaper.
 */
function bestOrder<T extends RankedItinerary>(itineraries: readonly T[]): T[] {
  const cheapest = Math.max(1, Math.min(...itineraries.map((item) => item.price_total)))
  const fastest = Math.max(1, Math.min(...itineraries.map((item) => item.duration_total_min)))
  const score = (item: T) => item.price_total / cheapest + item.duration_total_min / fastest
  return [...itineraries].sort((a, b) => score(a) - score(b) || a.price_total - b.price_total)
}

/** A sorted copy of the itineraries in a tab's order. */
export function tabOrder<T extends RankedItinerary>(itineraries: readonly T[], tab: ResultTab): T[] {
  if (tab === 'cheapest') return sortItineraries(itineraries, 'price')
  if (tab === 'fastest') return sortItineraries(itineraries, 'duration')
  return bestOrder(itineraries)
}

/** The first itinerary of each tab, whose price the tab shows (none when the list is empty). */
export const tabLeaders = <T extends RankedItinerary>(
  itineraries: readonly T[],
): Record<ResultTab, T | undefined> => ({
  best: tabOrder(itineraries, 'best')[0],
  cheapest: tabOrder(itineraries, 'cheapest')[0],
  fastest: tabOrder(itineraries, 'fastest')[0],
})

/** How the results are shown: the tab and the filters, kept in the URL beside the search. */
export type ResultsView = { tab: ResultTab; filters: ItineraryFilters }
export const DEFAULT_VIEW: ResultsView = { tab: 'best', filters: NO_FILTERS }

/** The query names of the view; anything else in the URL is the search's. */
const VIEW_KEYS = ['tab', 'stops', 'dep', 'arr', 'airline', 'bags', 'maxHours'] as const
/** The longest journey a filter may ask for (the engine's longest connections stay under two days). */
const MAX_HOURS = 48

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

/** Every airline of the results, once, in alphabetical order (the airline filter's choices). */
export const airlinesOf = (itineraries: readonly RankedItinerary[]): string[] =>
  [...new Set(itineraries.flatMap((item) => item.airlines ?? []))].sort((a, b) => a.localeCompare(b))

/**
 * The airline filter's choices: the airlines of what the other filters leave, so that no choice
 * yields nothing, and those already ticked, so that a ticked box never disappears.
 */
export const airlineChoices = (
  itineraries: readonly RankedItinerary[],
  filters: ItineraryFilters,
): string[] =>
  [
    ...new Set([
      ...airlinesOf(filterItineraries(itineraries, { ...filters, airlines: [] })),
      ...filters.airlines,
    ]),
  ].sort((a, b) => a.localeCompare(b))

/** The whole hours of the longest outbound journey, rounded up (the duration filter's top). */
export const longestHours = (itineraries: readonly RankedItinerary[]): number =>
  Math.min(MAX_HOURS, Math.ceil(Math.max(0, ...itineraries.map((item) => item.duration_total_min)) / 60))
