import { wallClockAt } from '@nexovia/content-schema'

type HourMinute = { hour: number; minute: number }

/** Enough for the minutes travellers ask about at once; emptied when full. */
const REMEMBERED_MINUTES = 2048
const remembered = new Map<string, HourMinute>()

/**
 * The hour and minute an instant shows on the wall clocks of an IANA time zone (DST included).
 * Remembered per zone and UTC minute (every offset in use is whole minutes): Intl's formatToParts
 * was 3 % of a taxi quote's CPU, and the form asks for the same half-hours over and over.
 */
export function localHourMinute(instant: Date, timeZone: string): HourMinute {
  const key = `${timeZone}|${Math.floor(instant.getTime() / 60_000)}`
  const known = remembered.get(key)
  if (known) return known
  const { hour, minute } = wallClockAt(instant, timeZone)
  if (remembered.size >= REMEMBERED_MINUTES) remembered.clear()
  const found = Object.freeze({ hour, minute })
  remembered.set(key, found)
  return found
}

/** Night rides start at 22:00 and end before 06:00, local time at the pick-up. */
export const NIGHT_WINDOW = { startHour: 22, endHour: 6 } as const

/** Whether an instant falls in the night window on the pick-up's own clock. */
export function isNightAt(instant: Date, timeZone: string): boolean {
  const { hour } = localHourMinute(instant, timeZone)
  return hour >= NIGHT_WINDOW.startHour || hour < NIGHT_WINDOW.endHour
}
