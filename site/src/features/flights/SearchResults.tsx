import type { ReactNode } from 'react'
import type { FlightsKey } from './flightMessages'
import { SearchOutcomeView, type SearchOutcomeViewProps } from './flightsHalves'
import type { SearchFailure } from './searchFailure'

type Props = SearchOutcomeViewProps & {
  /** The date strip (or its reserved place), drawn first in the section: see SearchResults. */
  strip: ReactNode
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
 * What a search shows: skeleton cards while it runs, its failure with 'Contact Us' (both drawn here at
 * once, whether the results half has arrived or not), or what it found (SearchOutcomeView, in the
 * results half, which a search awaits before showing it). Its live region is here from the start, so
 * what a search shows is announced.
 * The date strip is its first child: a failure that drops the strip then starts where the strip was,
 * so the section itself never moves, however late the failure comes (issue 41: a failure arriving more
 * than 500 ms after the press moved the section up by the strip's height, CLS 0.175 at 390 px).
 */
export function SearchResults({ strip, ...outcome }: Props) {
  const { state, t, onContact } = outcome
  return (
    <section className="flights-results" aria-live="polite" aria-busy={state.phase === 'loading'}>
      {strip}
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
      {state.phase === 'done' && <SearchOutcomeView {...outcome} />}
    </section>
  )
}
