import { LOCALE_TAGS, type Locale } from '../core/plain.ts'
import { formatHourOfDay, zoneCity, zoneInWords } from '../format/plain.ts'

/** The week of support hours, as the support-teams global stores it (ISO weekdays 1 = Monday … 7 = Sunday, as text or numbers). */
export type WeeklyHours = {
  readonly hoursStart: number
  readonly hoursEnd: number
  readonly days: readonly (number | string)[]
  readonly timezone: string
}

/** The words the sentence is made of, in the page's language (the dictionaries stay on the server). */
export type WeeklyHoursWords = {
  /** "{days}, {start}–{end} ({timezone})" */
  readonly hours: string
  /** "Every day" */
  readonly everyDay: string
  /** "{first} to {last}" */
  readonly dayRange: string
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)

const capitalized = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1)

/** Monday 2024-01-01 + (weekday − 1) days: a date of that weekday, named by Intl in the locale. */
const weekdayName = (weekday: number, locale: Locale): string =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, weekday),
  )

/** "Every day", "Monday to Friday" (consecutive days), else the days listed ("Monday, Wednesday and Friday"). */
function daysText(days: readonly (number | string)[], locale: Locale, words: WeeklyHoursWords): string {
  const sorted = [...new Set(days.map(Number))].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b)
  if (sorted.length === 7) return words.everyDay
  const first = sorted[0]
  const last = sorted.at(-1)
  if (first !== undefined && last !== undefined && sorted.length >= 3 && last - first === sorted.length - 1) {
    return fill(words.dayRange, { first: weekdayName(first, locale), last: weekdayName(last, locale) })
  }
  const names = sorted.map((day) => weekdayName(day, locale))
  return new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(names)
}

/**
 * The support hours as one sentence in the page's language, from what editors set in the cms:
 * "Every day, 8 AM–10 PM (New York time)", "Du lundi au vendredi, 9 h – 17 h (heure d’Accra)". The
 * chat card, the concierge section and the footer all show it, so they never disagree.
 */
export function weeklyHoursText(hours: WeeklyHours, locale: Locale, words: WeeklyHoursWords): string {
  return capitalized(
    fill(words.hours, {
      days: daysText(hours.days, locale, words),
      start: formatHourOfDay(hours.hoursStart, locale),
      end: formatHourOfDay(hours.hoursEnd, locale),
      timezone: zoneInWords(zoneCity(hours.timezone), locale),
    }),
  )
}
