/**
 * Rules on an itinerary's times, read from the engine's ISO date-times. Each time is written in its
 * airport's own local time with its offset ("2026-12-01T18:30:00-05:00"), so the calendar date a
 * traveller sees is the first ten characters, and the instant is what Date.parse reads.
 */

const DAY_MS = 86_400_000

const calendarDay = (isoDateTime: string): number => {
  const [year, month, day] = isoDateTime.slice(0, 10).split('-').map(Number)
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) / DAY_MS
}

/**
 * Calendar days between a departure and an arrival, each on its own airport's calendar: 1 for an
 * overnight flight ("+1"), 0 the same day, negative when a westbound flight lands "before" it left.
 */
export const arrivalDayOffset = (departure: string, arrival: string): number =>
  calendarDay(arrival) - calendarDay(departure)

/** "+1", "+2", "−1" beside an arrival time; empty the same day. */
export const dayOffsetLabel = (offset: number): string =>
  offset === 0 ? '' : offset > 0 ? `+${offset}` : `−${-offset}`

/** A connection: the airport where the traveller waits and for how long. */
export type Layover = { airport: string; minutes: number }

/** The connections of one journey, in order: arrival of a flight to departure of the next. */
export function layoversOf(
  segments: readonly { to: string; arr: string; from: string; dep: string }[],
): Layover[] {
  return segments.slice(1).map((next, index) => {
    const previous = segments[index]!
    // Instants, not wall times: the two times are on the same airport's clock anyway, but the
    // offsets make a layover across a daylight-saving change come out right too.
    return {
      airport: next.from,
      minutes: Math.round((Date.parse(next.dep) - Date.parse(previous.arr)) / 60_000),
    }
  })
}
