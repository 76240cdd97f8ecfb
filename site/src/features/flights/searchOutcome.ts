import type { TFlightDatePricesResponse, TFlightSearchResponse, TItinerary } from '@nexovia/content-schema'
import type { TProviderStatus } from '@nexovia/content-schema/core'
import type { FlightCriteria, FlightLeg } from './flightCriteria'
import { type SearchFailure, searchFailure } from './searchFailure'

/** The date strip: none for a multi-city trip or a failed answer, loading, or the seven days. */
export type StripState = { phase: 'loading' } | { phase: 'done'; answer: TFlightDatePricesResponse } | null

/** An itinerary as its card shows it: `firstSeenPrice` is the search's price once Refresh Price ran. */
export type ShownItinerary = TItinerary & { firstSeenPrice?: number }

/** What an answered search shows: its itineraries (and the multi-city legs no itinerary flies), or why it failed. */
export type SearchOutcome =
  | { phase: 'done'; itineraries: ShownItinerary[]; unservedLegs: (FlightLeg & { number: number })[] }
  | { phase: 'failed'; failure: SearchFailure }

/**
 * The outcome of the engine's answer to a search, the same in the browser (useFlightSearch) and on
 * the server (loadFlightSearch): `data` is the answer read by the contract's schema, absent when it
 * failed or had another shape.
 */
export function searchOutcome(
  criteria: FlightCriteria,
  answer: { status: number; data?: TFlightSearchResponse | undefined },
): SearchOutcome {
  const providerStatus: TProviderStatus | undefined = answer.data?.provider_status
  const failure = searchFailure({ status: answer.status, providerStatus })
  if (failure || !answer.data) return { phase: 'failed', failure: failure ?? 'generic' }
  const { itineraries, unserved_legs: unserved = [] } = answer.data
  const unservedLegs = unserved.flatMap((index) => {
    const leg = criteria.legs[index]
    return leg ? [{ ...leg, number: index + 1 }] : []
  })
  return { phase: 'done', itineraries, unservedLegs }
}
