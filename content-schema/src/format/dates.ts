/**
 * Dates as a reader of each language writes them, on Intl (CLDR): "Tuesday, December 15, 2026" /
 * "mardi 15 décembre 2026". Zod-free, for the cms, the mails, the pages and the islands alike.
 */
import { LOCALE_TAGS, type Locale } from '../core/plain.ts'
import { dateTimeFormat } from './intl.ts'

/** A calendar day ("2026-12-15") or an instant; a day is read as written, an instant on a zone's clock. */
export type DateInput = string | Date | number

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

/** The instant and zone that show the input's own calendar day: a "YYYY-MM-DD" (or an engine time's first ten characters) at noon UTC. */
function dayOf(input: DateInput, timeZone: string | undefined): { at: Date; timeZone: string } {
  if (typeof input === 'string' && (CALENDAR_DAY.test(input) || !timeZone)) {
    return { at: new Date(`${input.slice(0, 10)}T12:00:00Z`), timeZone: 'UTC' }
  }
  return { at: new Date(input), timeZone: timeZone ?? 'UTC' }
}

/** A day in one of Intl's date styles, read as dayOf reads it. */
function formatDay(
  input: DateInput,
  locale: Locale,
  dateStyle: 'full' | 'long' | 'medium',
  timeZone?: string,
) {
  const day = dayOf(input, timeZone)
  return dateTimeFormat(LOCALE_TAGS[locale], { dateStyle, timeZone: day.timeZone }).format(day.at)
}

/** "Tuesday, December 15, 2026" / "mardi 15 décembre 2026"; `timeZone` names the clock an instant is read on. */
export const formatDate = (input: DateInput, locale: Locale, timeZone?: string): string =>
  formatDay(input, locale, 'full', timeZone)

/** "December 15, 2026" / "15 décembre 2026": the same day without its weekday. */
export const formatLongDate = (input: DateInput, locale: Locale, timeZone?: string): string =>
  formatDay(input, locale, 'long', timeZone)

/** "Dec 15, 2026" / "15 déc. 2026": a day in a table or a card. */
export const formatMediumDate = (input: DateInput, locale: Locale, timeZone?: string): string =>
  formatDay(input, locale, 'medium', timeZone)

/** "Tue, Dec 15" / "mar. 15 déc.": a day in a short line (a search's summary, a date strip). */
export function formatShortDate(input: DateInput, locale: Locale, timeZone?: string): string {
  const day = dayOf(input, timeZone)
  return dateTimeFormat(LOCALE_TAGS[locale], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: day.timeZone,
  }).format(day.at)
}

/**
 * Two calendar days as their reader writes a stay or a trip: "December 14 – 18, 2026" / "du 14 au
 * 18 décembre 2026"; one day when `to` is missing.
 */
export function formatDateRange(from: string, to: string | undefined, locale: Locale): string {
  const format = dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' })
  const start = dayOf(from, undefined).at
  if (!to) return format.format(start)
  const range = format.formatRange(start, dayOf(to, undefined).at)
  return locale === 'fr' ? `du ${range.replace(/\s?–\s?/, ' au ')}` : normalisedRangeDash(range)
}

/**
 * The dash of a range with thin spaces either side, whatever the ICU: Node's writes thin spaces,
 * Debian's Chromium plain ones, and the server's text then differs from the hydrating render's
 * (React #418 on the payment page of a stay, issue 41).
 */
export const normalisedRangeDash = (range: string): string => range.replace(/\s*–\s*/, '\u2009–\u2009')
