import {
  filterItineraries,
  type ItineraryFilters,
  type RankedItinerary,
  sortItineraries,
} from './itineraryRules'

import { MAX_HOURS, type ResultTab } from './resultsViewQuery'

export {
  DEFAULT_VIEW,
  RESULT_TABS,
  type ResultsView,
  type ResultTab,
  viewFromQuery,
  withView,
} from './resultsViewQuery'

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
