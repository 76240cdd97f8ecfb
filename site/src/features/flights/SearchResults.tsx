import type { ReactNode } from 'react'
import { SearchOutcomeView, type SearchOutcomeViewProps } from './flightsHalves'

type Props = SearchOutcomeViewProps & {
  /** The date strip (or its reserved place), drawn first in the section: see SearchResults. */
  strip: ReactNode
}

/**
 * The section of a search's outcome (SearchOutcomeView, in the results half: here before hydration on a
 * page the server answered with results, and before a search shows anything on a page opened without
 * one). Its live region is here from the start, so what a search shows is announced.
 * The date strip is its first child: a failure that drops the strip then starts where the strip was,
 * so the section itself never moves, however late the failure comes (issue 41: a failure arriving more
 * than 500 ms after the press moved the section up by the strip's height, CLS 0.175 at 390 px).
 */
export function SearchResults({ strip, ...outcome }: Props) {
  return (
    <section className="flights-results" aria-live="polite" aria-busy={outcome.state.phase === 'loading'}>
      {strip}
      {outcome.state.phase !== 'idle' && <SearchOutcomeView {...outcome} />}
    </section>
  )
}
