import type { FoundItinerariesProps } from './FoundItineraries'
import { FoundItineraries } from './FoundItineraries'
import type { FlightsKey } from './flightMessages'
import { DEFAULT_VIEW, type ResultsView } from './resultsViewQuery'
import type { SearchFailure } from './searchFailure'
import type { SearchState } from './useFlightSearch'

export type SearchOutcomeViewProps = Omit<FoundItinerariesProps, 'all' | 'view'> & {
  state: SearchState
  /** The tab and filters; none for the default view (useFlightSearch). */
  view: ResultsView | null
}

const FAILURE_MESSAGE: Record<SearchFailure, FlightsKey> = {
  quota: 'errors.pricesUnavailable',
  api: 'errors.flightsUnavailable',
  generic: 'errors.flightSearchFailed',
  network: 'errors.network',
}

const SKELETON_CARDS = ['first', 'second', 'third'] as const

/** Three grey cards where itineraries will be, while the search runs. */
const SkeletonCards = () =>
  SKELETON_CARDS.map((card) => (
    <div key={card} className="itinerary itinerary--skeleton" data-testid="skeleton-card" aria-hidden="true">
      <span />
      <span />
      <span />
    </div>
  ))

/**
 * What a search shows in its section (SearchResults): skeleton cards while it runs, its failure with
 * 'Contact Us', or the itineraries under the Best / Cheapest / Fastest tabs and the filters. In the
 * results half of the page (flightsHalves.tsx): a page opened without a search loads it with the first.
 */
export function SearchOutcomeView({ state, view, ...found }: SearchOutcomeViewProps) {
  const { t, onContact } = found
  if (state.phase === 'loading')
    return (
      <>
        <p className="visually-hidden">{t('search.searching')}</p>
        <SkeletonCards />
      </>
    )
  if (state.phase === 'failed')
    return (
      <div className="flights-failure" role="alert" data-failure={state.failure}>
        <p className="flights-failure__message">{t(FAILURE_MESSAGE[state.failure])}</p>
        <p>{t('flights.errorContact')}</p>
        <button type="button" className="flights-button" onClick={() => onContact(null)}>
          {t('search.contactUs')}
        </button>
      </div>
    )
  if (state.phase === 'done')
    return <FoundItineraries all={state.itineraries} view={view ?? DEFAULT_VIEW} {...found} />
  return null
}
