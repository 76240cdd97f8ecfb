const formatters = new Map<string, Intl.DateTimeFormat>()

/** The hour and minute an instant shows on the wall clocks of an IANA time zone (DST included). */
export function localHourMinute(instant: Date, timeZone: string): { hour: number; minute: number } {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, format)
  }
  const parts = format.formatToParts(instant)
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return { hour: value('hour'), minute: value('minute') }
}

/** Night rides start at 22:00 and end before 06:00, local time at the pick-up. */
export const NIGHT_WINDOW = { startHour: 22, endHour: 6 } as const

/** Whether an instant falls in the night window on the pick-up's own clock. */
export function isNightAt(instant: Date, timeZone: string): boolean {
  const { hour } = localHourMinute(instant, timeZone)
  return hour >= NIGHT_WINDOW.startHour || hour < NIGHT_WINDOW.endHour
}
