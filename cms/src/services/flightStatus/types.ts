import type { TFlightArrivalStatus } from '@nexovia/content-schema'

/** What a flight-status source says about one arrival: the taxi times its pick-up on it. */
export type FlightArrivalStatus = TFlightArrivalStatus

export type FlightArrival = {
  /** "AF 702" */
  flightNumber: string
  /** IATA code of the arrival airport. */
  airport: string
  /** IATA code of the departure airport, when the source knows it. */
  origin: string | null
  scheduledArrival: string
  /** The latest estimate (or the actual landing once landed). */
  expectedArrival: string
  status: FlightArrivalStatus
}

export type ArrivalQuery = {
  /** Parsed: carrier and number ("AF", "702"). */
  carrier: string
  number: string
  /** Arrival airport (IATA). */
  airport: string
  /** The arrival date on the airport's clock, "YYYY-MM-DD". */
  date: string
}

/** A flight-status source: the offline schedule, or a provider's API. null: no such flight that day. */
export interface FlightStatusSource {
  arrival(query: ArrivalQuery): Promise<FlightArrival | null>
}

/** The provider could not be asked (network, auth, 5xx): the caller answers "try again". */
export class FlightStatusError extends Error {}
