/**
 * Times of day and zones in words, on Intl (CLDR): "8:35 AM (Accra time)" / "8 h 35 (heure d'Accra)".
 * French writes hours with "h" between no-break spaces (never "08:35").
 */
import { LOCALE_TAGS, type Locale } from '../core/plain.ts'
import { type DateInput, formatDate, formatMediumDate } from './dates.ts'
import { dateTimeFormat } from './intl.ts'

const NBSP = '\u00a0'

/** "8:35 AM" / "8 h 35" from an hour (0–23) and minute; a whole hour in French is "14 h". */
function clockText(hour: number, minute: number, locale: Locale): string {
  if (locale === 'fr')
    return minute === 0 ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${String(minute).padStart(2, '0')}`
  return dateTimeFormat(LOCALE_TAGS.en, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hour, minute))
}

/** A whole hour of an opening time: "8 AM" / "8 h"; 24 is midnight at the end of the day ("12 AM" / "0 h"). */
export function formatHourOfDay(hour: number, locale: Locale): string {
  if (locale === 'fr') return `${hour % 24}${NBSP}h`
  return dateTimeFormat(LOCALE_TAGS.en, { hour: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hour % 24),
  )
}

/** The time an instant shows on a zone's clock: "8:35 AM" / "8 h 35". */
export function formatTime(at: Date | number | string, locale: Locale, timeZone: string): string {
  const parts = dateTimeFormat('en-US', {
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(at))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value)
  return clockText(part('hour'), part('minute'), locale)
}

/** The wall time an engine writes in its airport's own time ("2026-12-15T08:35:00+00:00" → "8:35 AM" / "8 h 35"). */
export function formatWallTime(isoDateTime: string, locale: Locale): string {
  return clockText(Number(isoDateTime.slice(11, 13)), Number(isoDateTime.slice(14, 16)), locale)
}

/** A time of day written "14:00" (a hotel's check-in) as its reader writes it: "2:00 PM" / "14 h". */
export const formatClockTime = (hhmm: string, locale: Locale): string =>
  clockText(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)), locale)

let runtimeZone: string | undefined

/**
 * The zone of the clock this code runs on (a visitor's browser, or the server's), read once: the reader
 * zone hook asks on every render of every card, and each read made an Intl formatter.
 */
export const ownTimeZone = (): string => {
  runtimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC'
  return runtimeZone
}

/** An IANA zone's city ("Africa/Abidjan" → "Abidjan", "America/New_York" → "New York"). */
export const zoneCity = (timeZone: string): string =>
  timeZone === 'Etc/UTC' ? 'UTC' : (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ')

/** A zone named by its city: "Accra time" / "heure d'Accra" (French elides before a vowel or a mute h). */
export function zoneInWords(city: string, locale: Locale): string {
  if (city === 'UTC') return city
  if (locale === 'en') return `${city} time`
  return /^[aeiouyhàâéèêîôûAEIOUYHÀÂÉÈÊÎÔÛ]/.test(city) ? `heure d’${city}` : `heure de ${city}`
}

/** A time with its zone in words: "8:35 AM (Accra time)" / "8 h 35 (heure d'Accra)". */
export const withZone = (time: string, city: string, locale: Locale): string =>
  `${time} (${zoneInWords(city, locale)})`

/** An instant on a zone's clock, the zone named: "4:55 AM (UTC)" / "23 h 55 (heure de New York)". */
export const formatNamedTime = (at: Date | number | string, locale: Locale, timeZone: string): string =>
  withZone(formatTime(at, locale, timeZone), zoneCity(timeZone), locale)

/** A day and a time, as a sentence writes them: "Tuesday, December 15, 2026 at 8:35 AM" / "mardi 15 décembre 2026, 8 h 35". */
export const dateAndTime = (date: string, time: string, locale: Locale): string =>
  locale === 'fr' ? `${date}, ${time}` : `${date} at ${time}`

/**
 * An instant on a zone's clock with the zone named: "Tuesday, December 15, 2026 at 8:35 AM (Accra
 * time)" / "mardi 15 décembre 2026, 8 h 35 (heure d'Accra)"; `city` names the zone when its IANA
 * city is not the reader's (an airport's city).
 */
export function formatZonedDateTime(
  at: DateInput,
  options: { locale: Locale; timeZone: string; city?: string },
): string {
  const { locale, timeZone } = options
  const instant = typeof at === 'string' ? new Date(at) : at
  return withZone(
    dateAndTime(formatDate(instant, locale, timeZone), formatTime(instant, locale, timeZone), locale),
    options.city ?? zoneCity(timeZone),
    locale,
  )
}

/** An engine time on its airport's clock with the airport's city naming the zone (same words as formatZonedDateTime). */
export const formatWallDateTime = (isoDateTime: string, city: string, locale: Locale): string =>
  withZone(
    dateAndTime(formatDate(isoDateTime.slice(0, 10), locale), formatWallTime(isoDateTime, locale), locale),
    city,
    locale,
  )

/** "Dec 15, 2026 at 8:35 AM" / "15 déc. 2026, 8 h 35": an instant in a table, on the zone's clock. */
export const formatMediumDateTime = (at: DateInput, locale: Locale, timeZone: string): string =>
  dateAndTime(
    formatMediumDate(typeof at === 'string' ? new Date(at) : at, locale, timeZone),
    formatTime(at, locale, timeZone),
    locale,
  )

/**
 * An engine time on its airport's clock, the day short with its weekday and year, the zone named by
 * the airport's city: "Mon, Dec 14, 2026 at 8:40 AM (Abidjan time)" / "lun. 14 déc. 2026, 21 h 05
 * (heure de Londres)" (an itinerary's legs, a pickup's landing).
 */
export function formatWallDayTime(isoDateTime: string, city: string, locale: Locale): string {
  const [year, month, day] = isoDateTime.slice(0, 10).split('-').map(Number) as [number, number, number]
  const date = dateTimeFormat(LOCALE_TAGS[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day))
  return withZone(dateAndTime(date, formatWallTime(isoDateTime, locale), locale), city, locale)
}
