import type { FoundItinerariesProps } from './FoundItineraries'
import { FoundItineraries } from './FoundItineraries'
import { DEFAULT_VIEW, type ResultsView } from './resultsViewQuery'
import type { SearchState } from './searchState'

export type SearchOutcomeViewProps = Omit<FoundItinerariesProps, 'all' | 'view'> & {
  state: SearchState
  /** The tab and filters; none for the default view (useFlightSearch). */
  view: ResultsView | null
}

/**
 * A search's itineraries under the Best / Cheapest / Fastest tabs and the filters, in its section
 * (SearchResults). In the results half of the page (flightsHalves.tsx): a search shows what it found
 * once the half is here (searchRuns.ts); its skeletons and its failure are drawn by the shell at once.
 */
export function SearchOutcomeView({ state, view, ...found }: SearchOutcomeViewProps) {
  if (state.phase !== 'done') return null
  return <FoundItineraries all={state.itineraries} view={view ?? DEFAULT_VIEW} {...found} />
}
