/**
 * The strip of prices around a flight search's dates (as Google Flights' date grid): the same trip
 * moved by up to DATE_STRIP_REACH days either way, its length kept. Zod-free, for the cms and the page.
 */

/** Days either side of the searched departure. */
export const DATE_STRIP_REACH = 3

/** One day of the strip: the dates searched, and how far from the searched departure. */
export type StripDay = { offset: number; departDate: string; returnDate: string | null }

/** An ISO calendar day moved by whole days ("2026-12-31" + 1 → "2027-01-01"). */
export function shiftIsoDate(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** The seven trips of the strip, earliest first: departure and return moved together. */
export function stripDays(departDate: string, returnDate: string | null): StripDay[] {
  return Array.from({ length: 2 * DATE_STRIP_REACH + 1 }, (_, index) => {
    const offset = index - DATE_STRIP_REACH
    return {
      offset,
      departDate: shiftIsoDate(departDate, offset),
      returnDate: returnDate ? shiftIsoDate(returnDate, offset) : null,
    }
  })
}
