/**
 * The US Department of Transportation's 24-hour rule (14 CFR 259.5(b)(4)): a ticket for a trip to or
 * from the United States, bought at least 7 days before departure, may be cancelled for a full
 * refund within 24 hours of the purchase. Nexovia applies it to the flights it sells offline
 * (ticketed by its team); other flight cancellations go to the team. Pure: the cms and the tests
 * read the same rule.
 */

import { findAirport } from '../places/plain.ts'

export const US_24_HOUR_RULE = { refundHours: 24, minDaysBeforeDeparture: 7 } as const

const HOUR_MS = 60 * 60 * 1000

/** Whether a trip lands in or leaves the United States. */
export const touchesUnitedStates = (flights: readonly { from: string; to: string }[]): boolean =>
  flights.some((flight) => [flight.from, flight.to].some((code) => findAirport(code)?.countryCode === 'US'))

/**
 * The last moment a flight may be cancelled for a full refund under the 24-hour rule, or null when the
 * rule does not apply (no US airport, or bought less than 7 days before the first departure).
 */
export function flightFreeCancellationUntil(trip: {
  bookedAt: Date
  departsAt: Date
  flights: readonly { from: string; to: string }[]
}): Date | null {
  if (!touchesUnitedStates(trip.flights)) return null
  const notice = trip.departsAt.getTime() - trip.bookedAt.getTime()
  if (notice < US_24_HOUR_RULE.minDaysBeforeDeparture * 24 * HOUR_MS) return null
  return new Date(trip.bookedAt.getTime() + US_24_HOUR_RULE.refundHours * HOUR_MS)
}
