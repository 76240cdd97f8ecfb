/**
 * The staff console's one time convention (issue 35): an instant on the clock of the place it
 * happens at, with the zone named ("Dec 15 at 10:25 PM (Accra time)" / "15 déc., 22 h 25 (heure
 * d’Accra)"), and the reader's own clock for the hover ("Dec 15, 2026, 5:25 PM EST").
 */
import { LOCALE_TAGS, type Locale } from '../core/plain.ts'
import { dateAndTime, formatTime, withZone, zoneCity } from './times.ts'

/** An instant on a place's clock, its day short and its zone named by the zone's city. */
export function formatPlaceTime(at: string | Date, options: { locale: Locale; timeZone: string }): string {
  const { locale, timeZone } = options
  const day = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(new Date(at))
  return withZone(dateAndTime(day, formatTime(at, locale, timeZone), locale), zoneCity(timeZone), locale)
}

/** The same instant on the reader's own clock (useReaderZone's), its zone abbreviated. */
export function formatReaderTime(at: string | Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
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
