/**
 * What the wall clocks of a time zone show at an instant (DST included), through Intl only: zod-free,
 * for the cms, the islands and the mails alike.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone (building one costs far more than using it). */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number }

/** What the wall clocks of an IANA time zone show at an instant (DST included); month 1–12. */
export function wallClockAt(instant: Date | number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant)
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value)
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
  }
}

/** The date ("2026-12-02") and time ("00:45") an instant shows on the wall clocks of a time zone. */
export function localDateTime(instant: Date | number, timeZone: string): { date: string; time: string } {
  const parts = formatterFor(timeZone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? ''
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  }
}
