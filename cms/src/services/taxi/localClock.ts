import { wallClockAt } from '@nexovia/content-schema'

/** The hour and minute an instant shows on the wall clocks of an IANA time zone (DST included). */
export function localHourMinute(instant: Date, timeZone: string): { hour: number; minute: number } {
  const { hour, minute } = wallClockAt(instant, timeZone)
  return { hour, minute }
}

/** Night rides start at 22:00 and end before 06:00, local time at the pick-up. */
export const NIGHT_WINDOW = { startHour: 22, endHour: 6 } as const

/** Whether an instant falls in the night window on the pick-up's own clock. */
export function isNightAt(instant: Date, timeZone: string): boolean {
  const { hour } = localHourMinute(instant, timeZone)
  return hour >= NIGHT_WINDOW.startHour || hour < NIGHT_WINDOW.endHour
}
