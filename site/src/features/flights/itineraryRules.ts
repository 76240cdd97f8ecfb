import { isInTimeWindow, type TFlightSort, type TStopFilter } from '@nexovia/content-schema/core'

import type { ItineraryFilters } from './itineraryFilters'

export { type ItineraryFilters, NO_FILTERS } from './itineraryFilters'
export { type SearchFailure, searchFailure } from './searchFailure'

/** The itinerary fields the /flights rules read (spec 02 §3; the page gets the full itinerary). */
export type RankedItinerary = {
  price_total: number
  duration_total_min: number
  stops: number
  segments: readonly { dep: string; arr: string }[]
  airlines?: readonly string[]
  /** Checked bags per passenger, when the provider says (offline fares do, Duffel's not yet). */
  fare?: { checked_bags: number }
}

const BY_SORT: Record<TFlightSort, (a: RankedItinerary, b: RankedItinerary) => number> = {
  price: (a, b) => a.price_total - b.price_total || a.duration_total_min - b.duration_total_min,
  duration: (a, b) => a.duration_total_min - b.duration_total_min || a.price_total - b.price_total,
  stops: (a, b) => a.stops - b.stops || a.price_total - b.price_total,
}

/** A sorted copy: cheapest, shortest or fewest stops first, ties broken by price (or duration). */
export const sortItineraries = <T extends RankedItinerary>(
  itineraries: readonly T[],
  sort: TFlightSort,
): T[] => [...itineraries].sort(BY_SORT[sort])

/**
 * The hour of an ISO date-time as written. The engine writes each time with its airport's own
 * offset ("2026-12-01T18:30:00-05:00"), so this is the local hour at that airport, which is what
 * "morning" and "evening" mean to a traveller, whatever the browser's time zone.
 */
export const localHour = (isoDateTime: string): number => Number(isoDateTime.slice(11, 13))

const STOP_LIMIT: Record<TStopFilter, number> = { any: Number.POSITIVE_INFINITY, nonstop: 0, oneStopMax: 1 }

/**
 * True when any airline of the itinerary is one of those chosen (none chosen: any), as the big
 * engines filter: an itinerary shared by two airlines shows under either (issue 42).
 */
const flownBy = (itinerary: RankedItinerary, airlines: readonly string[]): boolean =>
  airlines.length === 0 || (itinerary.airlines ?? []).some((airline) => airlines.includes(airline))

/**
 * Itineraries within the stop limit whose outbound departure and arrival fall in the chosen windows,
 * flown by the chosen airlines, with a checked bag when asked, and no longer than the hours asked.
 */
export function filterItineraries<T extends RankedItinerary>(
  itineraries: readonly T[],
  filters: ItineraryFilters,
): T[] {
  return itineraries.filter((itinerary) => {
    const first = itinerary.segments[0]
    const last = itinerary.segments.at(-1)
    if (!first || !last) return false
    return (
      itinerary.stops <= STOP_LIMIT[filters.stops] &&
      isInTimeWindow(localHour(first.dep), filters.departure) &&
      isInTimeWindow(localHour(last.arr), filters.arrival) &&
      flownBy(itinerary, filters.airlines) &&
      (!filters.hasBag || (itinerary.fare?.checked_bags ?? 0) > 0) &&
      (filters.maxHours === null || itinerary.duration_total_min <= filters.maxHours * 60)
    )
  })
}

/** Hours and minutes of a duration, for "7 h 25 min" in the page's language. */
export const durationParts = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 })
