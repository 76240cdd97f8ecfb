/**
 * When a traveller may cancel online and get the whole amount back: a ride up to 24 hours before
 * pickup, a stay at a hotel with free cancellation up to 48 hours before check-in (midnight UTC of
 * the day). Airline fares follow each fare's own rules, which our engine does not hold: flights are
 * changed or cancelled by our team, on request.
 */
export const FREE_CANCELLATION_HOURS = { taxi: 24, hotel: 48 } as const

const HOUR_MS = 60 * 60 * 1000

/** The last moment of free cancellation before a start time (a pickup, a check-in). */
export const freeCancellationDeadline = (startsAt: Date, kind: keyof typeof FREE_CANCELLATION_HOURS): Date =>
  new Date(startsAt.getTime() - FREE_CANCELLATION_HOURS[kind] * HOUR_MS)

export type CancellationTerms =
  /** Cancel online until `until` (ISO), refunded in full. */
  | { kind: 'free'; until: string }
  /** Not online (a flight, a hotel without free cancellation, or past the deadline): ask the team. */
  | { kind: 'contact' }
  /** Nothing to cancel: not paid, or cancelled already. */
  | { kind: 'closed' }

/** The terms of a booking now; `deadline` is null when the booking has no free cancellation at all. */
export function cancellationTerms(status: string, deadline: Date | null, now: Date): CancellationTerms {
  if (status !== 'confirmed') return { kind: 'closed' }
  if (!deadline || now.getTime() >= deadline.getTime()) return { kind: 'contact' }
  return { kind: 'free', until: deadline.toISOString() }
}
