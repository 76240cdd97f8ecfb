import { Suspense, useEffect } from 'react'
import { preloadableLazy } from '../../lib/preloadableLazy'
import type { FoundItinerariesProps } from './FoundItineraries'
import type { FlightsKey } from './flightMessages'
import type { SearchFailure } from './itineraryRules'
import type { SearchState } from './useFlightSearch'

type Props = Omit<FoundItinerariesProps, 'all'> & { state: SearchState }

const FAILURE_MESSAGE: Record<SearchFailure, FlightsKey> = {
  quota: 'errors.pricesUnavailable',
  api: 'errors.flightsUnavailable',
  generic: 'errors.flightSearchFailed',
  network: 'errors.network',
}

// The tabs, filters and cards load with the first search, not with the page (JS budget, issue 33);
// the server loads them before it renders a search's results (preloadSearchResults).
export const FoundItineraries = preloadableLazy(() =>
  import('./FoundItineraries').then((module) => module.FoundItineraries),
)

const SKELETON_CARDS = ['first', 'second', 'third'] as const

/** Three grey cards where itineraries will be: while the search runs, and while their code loads. */
const SkeletonCards = () =>
  SKELETON_CARDS.map((card) => (
    <div key={card} className="itinerary itinerary--skeleton" data-testid="skeleton-card" aria-hidden="true">
      <span />
      <span />
      <span />
    </div>
  ))

/**
 * What a search shows: skeleton cards while it runs, its failure with 'Contact Us', or the
 * itineraries under the Best / Cheapest / Fastest tabs and the filters (kept from one search to the next,
 * FoundItineraries). Its live region is here from the start, so what a search shows is announced.
 */
export function SearchResults({ state, ...found }: Props) {
  const { t, onContact } = found
  // Asked as soon as a search starts, so the cards' code arrives before its answer.
  useEffect(() => {
    if (state.phase !== 'idle') void FoundItineraries.preload()
  }, [state.phase])

  return (
    <section className="flights-results" aria-live="polite" aria-busy={state.phase === 'loading'}>
      {state.phase === 'loading' && (
        <>
          <p className="visually-hidden">{t('search.searching')}</p>
          <SkeletonCards />
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
        <Suspense fallback={<SkeletonCards />}>
          <FoundItineraries all={state.itineraries} {...found} />
        </Suspense>
      )}
    </section>
  )
}
