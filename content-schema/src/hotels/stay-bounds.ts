/** The longest hotel stay searched or sold, in nights. */
export const MAX_STAY_NIGHTS = 30
/** How far ahead a stay may start, in days: hotels' inventories rarely open further. */
export const MAX_STAY_DAYS_AHEAD = 365

const DAY_MS = 86_400_000

export type TStayProblem = {
  field: 'check_in_date' | 'check_out_date'
  key:
    | 'validation.checkInPast'
    | 'validation.checkInTooFar'
    | 'validation.checkOutBeforeCheckIn'
    | 'validation.stayTooLong'
}

/**
 * What is wrong with a stay of two ISO dates, or null: check-in from yesterday in UTC (today
 * somewhere between Hawaii and Kiribati), at most a year ahead, 1 to 30 nights. Checked before any
 * night is priced, so the work of a search or a checkout stays bounded whatever dates are sent.
 */
export function stayProblem(checkIn: string, checkOut: string, now = Date.now()): TStayProblem | null {
  const start = Date.parse(`${checkIn}T00:00:00Z`)
  const end = Date.parse(`${checkOut}T00:00:00Z`)
  const earliest = now - (now % DAY_MS) - DAY_MS
  if (!(start >= earliest)) return { field: 'check_in_date', key: 'validation.checkInPast' }
  if (start > earliest + (MAX_STAY_DAYS_AHEAD + 1) * DAY_MS) {
    return { field: 'check_in_date', key: 'validation.checkInTooFar' }
  }
  if (!(end > start)) return { field: 'check_out_date', key: 'validation.checkOutBeforeCheckIn' }
  if (end - start > MAX_STAY_NIGHTS * DAY_MS)
    return { field: 'check_out_date', key: 'validation.stayTooLong' }
  return null
}
