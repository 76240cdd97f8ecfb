// The cards, tabs and filters are in the island's own chunk, not loaded lazily: a lazy part still
// loading when the server's results hydrate is client-rendered on the first update (React switches a
// dehydrated Suspense boundary that receives new props to its fallback): the list blinked (issue 41).
import { FoundItineraries, type FoundItinerariesProps } from './FoundItineraries'
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
      {state.phase === 'done' && <FoundItineraries all={state.itineraries} {...found} />}
    </section>
  )
}
