/**
 * The island's search as state, and the search the server ran for it: types shared by the island's hook
 * (useFlightSearch) and the code it loads on demand (searchAdoption, searchRuns, the results half), kept
 * apart so that code does not import the hook back.
 */
import type { TFlightDatePricesResponse } from '@nexovia/content-schema'
import type { DestinationRequirements } from './entryRequirementsRules'
import type { FlightCriteria } from './flightCriteria'
import type { ResultsView } from './resultsViewQuery'
import type { SearchOutcome } from './searchOutcome'

export type SearchState = { phase: 'idle' } | { phase: 'loading' } | SearchOutcome

/**
 * A search the server ran for the URL it was asked (loadFlightSearch): the island starts from it, so
 * its first render is the server's HTML, and does not search again.
 */
export type InitialSearch = {
  criteria: FlightCriteria
  view: ResultsView
  outcome: SearchOutcome
  /** The destination's entry requirements, so their panel is in the HTML too. */
  requirements: DestinationRequirements
  /** The date strip's prices, asked beside the search (none when it failed or cannot have one). */
  strip: TFlightDatePricesResponse | null
}
