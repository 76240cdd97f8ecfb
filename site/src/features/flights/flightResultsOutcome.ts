import type { TFlightDataItem, TFlightDataSearchResponse } from '@nexovia/content-schema'
import type { FlightResultsKey } from './flightMessages'

/** What a flow A search shows: its flights, or the message of its failure. */
export type FlightResultsOutcome =
  | { phase: 'done'; flights: TFlightDataItem[] }
  | { phase: 'failed'; message: FlightResultsKey }

const messageOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : undefined

/**
 * The outcome of the engine's answer to a flow A search (loadFlightResults): `data` is the answer
 * read by the contract's schema, absent when it failed or had another shape; a failure says the
 * server's message when it is one of ours, else the spec's.
 */
export function flightResultsOutcome(answer: {
  status: number
  body: unknown
  data?: TFlightDataSearchResponse | undefined
}): FlightResultsOutcome {
  if (answer.data?.success) return { phase: 'done', flights: answer.data.data }
  if (answer.status === 429) return { phase: 'failed', message: 'errors.tooManyRequests' }
  const isNoFlights = messageOf(answer.body) === 'search.noFlights'
  return { phase: 'failed', message: isNoFlights ? 'search.noFlights' : 'errors.flightsUnavailable' }
}
