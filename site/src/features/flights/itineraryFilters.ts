import type { TStopFilter, TTimeWindow } from '@nexovia/content-schema/core'

// A module of its own: the /flights shell reads a view from its URL without carrying the rules that
// sort and filter the results (issue 41: ≤ 75 KB).

/**
 * What the traveller narrows the list to: stops, outbound departure and arrival windows, airlines
 * (none chosen keeps every one), a checked bag included, and a longest outbound journey in hours.
 */
export type ItineraryFilters = {
  stops: TStopFilter
  departure: TTimeWindow
  arrival: TTimeWindow
  airlines: readonly string[]
  hasBag: boolean
  maxHours: number | null
}
export const NO_FILTERS: ItineraryFilters = {
  stops: 'any',
  departure: 'any',
  arrival: 'any',
  airlines: [],
  hasBag: false,
  maxHours: null,
}
