/**
 * The staff console's one time convention (issue 35): an instant on the clock of the place it
 * happens at, with the zone named ("Dec 15 at 10:25 PM (Accra time)" / "15 déc., 22 h 25 (heure
 * d’Accra)"), and the reader's own clock for the hover ("Dec 15, 2026, 5:25 PM EST").
 */
import { LOCALE_TAGS, type Locale } from '../core/plain.ts'
import { dateTimeFormat } from './intl.ts'
import { formatDurationInWords } from './numbers.ts'
import { dateAndTime, formatTime, withZone, zoneCity } from './times.ts'

/**
 * An instant on a place's clock, its day short and its zone named by the zone's city; `withWeekday`
 * names the day too, for a traveller's own trip ("Mon, Feb 1 at 2:25 AM (Accra time)" / "lun. 1
 * févr., 2 h 25 (heure d’Accra)").
 */
export function formatPlaceTime(
  at: string | Date,
  options: { locale: Locale; timeZone: string; withWeekday?: boolean },
): string {
  const { locale, timeZone } = options
  const day = dateTimeFormat(LOCALE_TAGS[locale], {
    ...(options.withWeekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(new Date(at))
  return withZone(dateAndTime(day, formatTime(at, locale, timeZone), locale), zoneCity(timeZone), locale)
}

/** The same instant on the reader's own clock (useReaderZone's), its zone abbreviated. */
export function formatReaderTime(at: string | Date, locale: Locale, timeZone: string): string {
  return dateTimeFormat(LOCALE_TAGS[locale], {
    // dateStyle and timeStyle refuse timeZoneName: the same fields, spelled out.
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(at))
}

/** How long ago something happened, from its minutes: "just now" under a minute, else "2 h 05 min ago" / "il y a 2 h 05 min". */
export function formatElapsed(minutes: number, locale: Locale): string {
  if (minutes < 1) return locale === 'fr' ? 'à l’instant' : 'just now'
  const duration = formatDurationInWords(Math.floor(minutes), locale)
  return locale === 'fr' ? `il y a ${duration}` : `${duration} ago`
}
