import { localDateTime } from '../core/plain.ts'

/**
 * The pick-up of a flight-tracked ride, on the arrival airport's own clock. The driver is at
 * arrivals when the flight lands and waits free of charge for a while after; a late flight moves
 * both. Pure (Intl only): the cms computes it, the island and the mails show it.
 */

/** Free waiting after landing, in minutes: longer for an international arrival (immigration, bags). */
export const FREE_WAITING_MINUTES = { international: 60, domestic: 30 } as const

const MINUTE_MS = 60_000

/** Minutes east of UTC in a time zone at an instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const { date, time } = localDateTime(instant, timeZone)
  const wall = Date.parse(`${date}T${time}:00Z`)
  return Math.round((wall - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS)
}

/**
 * The instant a local date and time ("2026-03-08", "02:30") names in a time zone. A time skipped by
 * a DST change is read on the clock before it (02:30 on a spring-forward night is 03:30 new time);
 * a time that happens twice is its first occurrence.
 */
export function instantAtLocal(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`)
  const before = offsetMinutes(asUtc - 86_400_000 / 2, timeZone)
  const after = offsetMinutes(asUtc + 86_400_000 / 2, timeZone)
  const early = asUtc - Math.max(before, after) * MINUTE_MS
  const late = asUtc - Math.min(before, after) * MINUTE_MS
  const matches = (instant: number) => {
    const shown = localDateTime(instant, timeZone)
    return shown.date === date && shown.time === time
  }
  if (matches(early)) return new Date(early)
  if (matches(late)) return new Date(late)
  // Skipped by the change: the offset from before it still applies.
  return new Date(asUtc - before * MINUTE_MS)
}

export type PickupWindow = {
  /** When the driver stands at arrivals: the flight's expected landing. */
  pickupAt: string
  /** Until when waiting is free. */
  freeWaitingUntil: string
  freeWaitingMinutes: number
  /** The same two instants on the airport's clock. */
  local: { pickup: { date: string; time: string }; waitingUntil: { date: string; time: string } }
}

/** The pick-up of a flight landing at `arrival` (an instant) at an airport of this time zone. */
export function pickupWindow(options: {
  arrival: string
  isInternational: boolean
  timeZone: string
}): PickupWindow {
  const freeWaitingMinutes = FREE_WAITING_MINUTES[options.isInternational ? 'international' : 'domestic']
  const landing = Date.parse(options.arrival)
  const until = landing + freeWaitingMinutes * MINUTE_MS
  return {
    pickupAt: new Date(landing).toISOString(),
    freeWaitingUntil: new Date(until).toISOString(),
    freeWaitingMinutes,
    local: {
      pickup: localDateTime(landing, options.timeZone),
      waitingUntil: localDateTime(until, options.timeZone),
    },
  }
}
